#compdef {program}
# zsh completion for {program}, written from its parser
_{program}() {{
    local key="" word
    for word in ${{words[2,CURRENT-1]}}; do
        case "$word" in
            {command_names}) key="${{key:+$key }}$word";;
        esac
    done
    case "$key" in
{cases}
    esac
}}
_{program} "$@"
