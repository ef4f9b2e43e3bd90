# bash completion for {program}, written from its parser
{function}() {{
    local cur="${{COMP_WORDS[COMP_CWORD]}}" prev="${{COMP_WORDS[COMP_CWORD-1]}}"
    local key="" word i options commands
    for ((i = 1; i < COMP_CWORD; i++)); do
        word="${{COMP_WORDS[i]}}"
        case "$word" in
            {command_names}) key="${{key:+$key }}$word";;
        esac
    done
    case "$key" in
{cases}
        *) options=''; commands='';;
    esac
    case "$prev" in
        {valued}) COMPREPLY=($(compgen -f -- "$cur")); return;;
    esac
    if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
    else
        COMPREPLY=($(compgen -W "$commands" -- "$cur") $(compgen -f -- "$cur"))
    fi
}}
complete -o filenames -F {function} {program}
