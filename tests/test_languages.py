"""gobenson in Japanese, Korean, Simplified and Traditional Chinese, German and French: catalogs up to
date with the source and well formed, whose translations keep every ``{field}``, compiled as shipped
(completeness is checked before a release, not here: a sentence may land before its translations),
``--lang`` on the command line, machine formats that never change with the language, and an annotator
that recognises its own paragraph in every language."""

from __future__ import annotations

import gettext
import importlib.util
import os
import subprocess
import sys
from collections.abc import Iterator
from io import BytesIO
from pathlib import Path
from string import Formatter

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_keywords, parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

import gobenson_gui
from gobenson_gui.cli import main
from gobenson_gui.cli.analyze import _BLACK_PARTS, _WHITE_PARTS, _in_english
from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.diagram import parse_diagram
from gobenson_gui.core.words.i18n import LANGUAGES, LOCALE_DIR, set_language
from gobenson_gui.core.kill import kill_sequence
from gobenson_gui.core.rules import Rules
from gobenson_gui.core.words.capture import replay_caption
from gobenson_gui.gui.words import remove_lines_at
from gobenson_gui.view.kill_replay import KillReplay, replay_text
from gobenson_gui.view.panels import step_caption
from gobenson_gui.view.stepping import describe, half_step

ROOT = Path(gobenson_gui.__file__).resolve().parent.parent
TRANSLATED = [language for language in LANGUAGES if language != "en"]
SAMPLE = str(ROOT / "sample_sgf" / "sensei_example1.sgf")


def _catalogs_tool():
    spec = importlib.util.spec_from_file_location("catalogs", ROOT / "tools" / "catalogs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def source_messages() -> set[tuple[str | None, str | tuple[str, str]]]:
    """Every (context, msgid) the source marks, extracted as ``tools/catalogs.py`` extracts it."""
    spec_of = parse_keywords(_catalogs_tool().KEYWORDS[1::2])  # ["-k", "_", ..., "-k", "pgettext:1c,2"]
    with open(ROOT / "babel.cfg") as config:
        method_map, options_map = parse_mapping_cfg(config)
    found: set[tuple[str | None, str | tuple[str, str]]] = set()
    for _, _, message, _, context in extract_from_dir(str(ROOT), method_map, options_map, keywords=spec_of):
        found.add((context, message if isinstance(message, str) else tuple(message)))
    return found


def po_catalog(language: str):
    with open(LOCALE_DIR / language / "LC_MESSAGES" / "gobenson.po", "rb") as po:
        return read_po(po, locale=language)


@pytest.fixture
def speaking_again() -> Iterator[None]:
    """The test may switch the language; English again afterwards."""
    yield
    set_language("en")


def entries(catalog) -> set[tuple[str | None, str | tuple[str, str]]]:
    """A catalog's entries, each as (context, msgid)."""
    return {(message.context, message.id if isinstance(message.id, str) else tuple(message.id))
            for message in catalog if message.id}


def test_the_template_holds_every_marked_sentence_and_nothing_else():
    """``python tools/catalogs.py`` was run after the last sentence changed."""
    with open(LOCALE_DIR / "gobenson.pot", "rb") as pot:
        assert entries(read_po(pot)) == source_messages()


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_catalog_holds_the_templates_entries_translated_or_not_yet(language):
    """A sentence may land before its translations: its entry is there, empty, and gettext shows
    it in English; ``tools/catalogs.py --check-complete`` holds a release until it is translated."""
    with open(LOCALE_DIR / "gobenson.pot", "rb") as pot:
        assert entries(po_catalog(language)) == entries(read_po(pot))


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_catalog_is_well_formed(language):
    """Babel's checks: the plural forms the language has, and its python-format entries."""
    assert [(message.id, [str(error) for error in errors]) for message, errors in po_catalog(language).check()] == []


def test_the_release_check_passes_complete_catalogs_and_names_each_sentence_a_language_lacks(tmp_path, capsys):
    """What ``packaging/release.sh`` runs before a release, on a template of three entries (one
    with a context, one plural): a sentence left empty, a plural form left empty and a fuzzy
    entry each fail it, named with their language."""
    tool = _catalogs_tool()
    template = Catalog(domain="gobenson")
    for message, context in [("Black", "colour"), (("{n} block", "{n} blocks"), None), ("Saved {path}", None)]:
        template.add(message, ("", "") if isinstance(message, tuple) else "", context=context)

    def write(language: str, strings: list[str | tuple[str, str]], fuzzy: bool = False) -> None:
        catalog = Catalog(locale=language, domain="gobenson")
        for entry, string in zip([entry for entry in template if entry.id], strings):
            catalog.add(entry.id, string, context=entry.context, flags={"fuzzy"} if fuzzy and entry.context else ())
        (tmp_path / language / "LC_MESSAGES").mkdir(parents=True, exist_ok=True)
        with open(tmp_path / language / "LC_MESSAGES" / "gobenson.po", "wb") as po:
            write_po(po, catalog)

    with open(tmp_path / "gobenson.pot", "wb") as pot:
        write_po(pot, template)
    write("de", ["Schwarz", ("{n} Block", "{n} Blöcke"), "{path} gespeichert"])
    write("ja", ["黒", ("連{n}個",), "{path}を保存しました"])
    assert tool.check_complete(tmp_path) == 0
    write("de", ["Schwarz", ("{n} Block", ""), ""])
    write("ja", ["黒", ("連{n}個",), "{path}を保存しました"], fuzzy=True)
    capsys.readouterr()
    assert tool.check_complete(tmp_path) == 1
    assert [line for line in capsys.readouterr().err.splitlines() if "not translated" in line] == [
        "catalogs: de: not translated: '{n} block'", "catalogs: de: not translated: 'Saved {path}'",
        "catalogs: ja: not translated: 'colour | Black'"]


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_shipped_mo_file_is_compiled_from_the_po_file(language):
    compiled = BytesIO()
    write_mo(compiled, po_catalog(language))
    compiled.seek(0)
    with open(LOCALE_DIR / language / "LC_MESSAGES" / "gobenson.mo", "rb") as shipped:
        assert messages(gettext.GNUTranslations(shipped)) == messages(gettext.GNUTranslations(compiled))


def messages(translations: gettext.GNUTranslations) -> dict:
    """A compiled catalog's messages without its header, which names the Babel that compiled it."""
    return {key: text for key, text in translations._catalog.items() if key != ""}  # type: ignore[attr-defined]


def fields(template: str) -> set[tuple[str, str, str | None]]:
    """The ``{name!conversion:spec}`` fields of a str.format template."""
    return {(name, spec, conversion) for _, name, spec, conversion in Formatter().parse(template) if name is not None}


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_translation_keeps_every_field_of_its_template(language):
    """No field dropped, renamed or given another format; a plural form may leave out the count
    ``{n}`` (as English's "a picture" does) but nothing else."""
    wrong = []
    for message in po_catalog(language):
        if not message.id or not all(message.string if isinstance(message.string, tuple) else [message.string]):
            continue  # not translated yet: shown in English
        if isinstance(message.id, str):
            if fields(message.string) != fields(message.id):
                wrong.append(message.id)
            continue
        allowed = fields(message.id[0]) | fields(message.id[1])
        needed = {field for field in allowed if field[0] != "n"}
        for form in message.string:
            if not needed <= fields(form) <= allowed:
                wrong.append(message.id)
    assert wrong == []


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


VERDICTS = {
    "ja": ("黒：連5個のうち2個が無条件に活きている（A6, A4）", "X O  無条件に活きていない石"),
    "ko": ("흑: 블록 5개 중 2개가 무조건 살아 있음 (A6, A4)", "X O  무조건 살아 있지 않은 돌"),
    "zh_CN": ("黑：5块中2块无条件活（在A6, A4）", "X O  不是无条件活的棋子"),
    "zh_TW": ("黑：5塊中2塊無條件活（在A6, A4）", "X O  不是無條件活的棋子"),
    "de": ("Schwarz: 2 der 5 Blöcke bedingungslos lebendig (bei A6, A4)", "X O  Steine, die nicht bedingungslos"),
    "fr": ("Noir\u00a0: 2 des 5 chaînes inconditionnellement vivantes (en A6, A4)",
           "X O  pierres qui ne sont pas inconditionnellement vivantes"),
}
"""The first line of the sample's analysis and of the legend in each translated language."""


def test_every_translated_language_has_its_expected_analysis():
    assert sorted(VERDICTS) == sorted(TRANSLATED)


@pytest.mark.parametrize(("language", "verdict", "legend"),
                         [(language, *VERDICTS[language]) for language in TRANSLATED])
@pytest.mark.parametrize("where", ["before", "after"])
def test_the_command_line_speaks_the_language_asked_for_before_or_after_the_command(
        capsys, speaking_again, language, verdict, legend, where):
    arguments = (["--lang", language, "analyze", SAMPLE] if where == "before"
                 else ["analyze", SAMPLE, f"--lang={language}"])
    status, out, err = run(capsys, *arguments)
    assert (status, err) == (0, "")
    assert verdict in out and legend in out


def test_an_unknown_language_is_refused_in_one_line(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["--lang", "xx", "analyze", SAMPLE])
    assert stopped.value.code == 2
    assert (capsys.readouterr().err.splitlines()[-1]
            == "gobenson: error: --lang 'xx': gobenson speaks en, ja, ko, zh_CN, zh_TW, de, fr")


@pytest.mark.parametrize(("alias", "catalog"), [("zh_Hans", "zh_CN"), ("zh_SG", "zh_CN"), ("zh_Hant", "zh_TW"),
                                                ("zh_HK", "zh_TW"), ("zh_MO", "zh_TW")])
def test_lang_takes_the_script_codes_and_the_chinese_regions_too(capsys, speaking_again, alias, catalog):
    status, out, err = run(capsys, "--lang", alias, "analyze", SAMPLE)
    assert (status, err) == (0, "")
    assert VERDICTS[catalog][0] in out


@pytest.mark.parametrize(("language", "capture", "question"), [
    ("ja", "E6の黒の連（ea）：白が4手で取る：D6 D5 E4 F3", "E6の黒の連を取りなさい。黒は常にパスします。"),
    ("ko", "E6의 흑 블록 (ea): 백이 4수 만에 잡음: D6 D5 E4 F3", "E6의 흑 블록을 잡으시오. 흑은 항상 패스합니다."),
    ("fr", "chaîne de Noir en E6 (ea)\u00a0: Blanc la capture en 4 coups\u00a0: D6 D5 E4 F3",
     "Capturez la chaîne de Noir en E6\u00a0; Noir passe toujours."),
])
def test_the_colours_inside_sentences_are_words_of_the_language_spoken(capsys, speaking_again, language, capture,
                                                                        question):
    """``kill`` and an exercise's question name the colours as the analysis does, not by the
    colours' English values."""
    status, out, err = run(capsys, "--lang", language, "kill", SAMPLE)
    assert (status, err) == (0, "") and capture in out.splitlines()
    status, out, err = run(capsys, "--lang", language, "exercises", "make", SAMPLE, "--kind", "capture", "--point",
                           "E6", "-o", "-")
    assert status == 0 and question in out


@pytest.mark.parametrize("form", ["json", "summary"])
def test_machine_formats_are_the_same_in_every_language(capsys, speaking_again, form):
    outputs = {run(capsys, "--lang", language, "analyze", "--format", form, "--node", "all", SAMPLE)
               for language in LANGUAGES}
    assert len(outputs) == 1 and next(iter(outputs))[0] == 0


def forget_summaries() -> None:
    _BLACK_PARTS.clear()
    _WHITE_PARTS.clear()
    _in_english.cache_clear()


def test_a_summary_line_first_made_in_another_language_is_english(capsys, speaking_again):
    """The summary lines are remembered by their counts: the first one made, in whatever
    language, must be the English one."""
    forget_summaries()
    french = run(capsys, "--lang", "fr", "analyze", "--format", "summary", "--node", "all", SAMPLE)
    forget_summaries()
    assert french == run(capsys, "--lang", "en", "analyze", "--format", "summary", "--node", "all", SAMPLE)


def test_the_summary_csv_is_the_same_in_every_language(capsys, speaking_again, tmp_path):
    """Every column but ``seconds``, the time the file took, which no two runs share."""
    written = set()
    for language in LANGUAGES:
        csv = tmp_path / f"{language}.csv"
        assert run(capsys, "--lang", language, "analyze", "--summary-csv", str(csv), SAMPLE)[0] == 0
        rows = csv.read_text(encoding="utf-8").splitlines()
        assert rows[0].endswith(",seconds")
        written.add(tuple(row.rsplit(",", 1)[0] for row in rows))
    assert len(written) == 1


HEADINGS = {
    "ja": "無条件活き（Benson、no-suicideルール）：",
    "ko": "무조건 삶 (Benson, no-suicide 규칙):",
    "zh_CN": "无条件活（Benson，no-suicide规则）：",
    "zh_TW": "無條件活（Benson，no-suicide規則）：",
    "de": "Bedingungsloses Leben (Benson, no-suicide-Regeln):",
    "fr": "Vie inconditionnelle (Benson, règles no-suicide)\u00a0:",
}
"""The first line of the annotator's paragraph on the sample, in each translated language."""


@pytest.mark.parametrize("language", TRANSLATED)
def test_annotating_in_another_language_replaces_the_paragraph_and_english_again_gives_the_file_back(
        capsys, speaking_again, tmp_path, language):
    english, translated, again, twice = (tmp_path / f"{name}.sgf" for name in ("en", language, "again", "twice"))
    assert run(capsys, "--lang", "en", "annotate", SAMPLE, "-o", str(english))[0] == 0
    assert run(capsys, "--lang", language, "annotate", str(english), "-o", str(translated))[0] == 0
    assert run(capsys, "--lang", language, "annotate", str(translated), "-o", str(twice))[0] == 0
    assert run(capsys, "--lang", "en", "annotate", str(translated), "-o", str(again))[0] == 0
    text = translated.read_text(encoding="utf-8")
    assert text.count(HEADINGS[language]) == 1 and "Unconditional life" not in text
    assert twice.read_bytes() == translated.read_bytes()
    assert again.read_bytes() == english.read_bytes()


def test_annotating_in_every_language_in_turn_keeps_one_paragraph_the_last_ones(capsys, speaking_again, tmp_path):
    """Each language's paragraph is recognised by the annotator speaking any other."""
    path = tmp_path / "en.sgf"
    assert run(capsys, "--lang", "en", "annotate", SAMPLE, "-o", str(path))[0] == 0
    english = path.read_bytes()
    for language in [*TRANSLATED, "en"]:
        assert run(capsys, "--lang", language, "annotate", str(path), "-o", str(path))[0] == 0
        if language != "en":
            assert [heading for heading in HEADINGS.values() if heading in path.read_text(encoding="utf-8")] == [
                HEADINGS[language]]
    assert path.read_bytes() == english


@pytest.mark.parametrize(("environment", "verdict"), [
    ({"LANGUAGE": "de", "LANG": "C.UTF-8"}, "Schwarz: 2 der 5 Blöcke"),
    ({"LANG": "ja_JP.UTF-8"}, "黒：連5個のうち2個"),
    ({"LANG": "ja_JP.UTF-8", "GOBENSON_LANG": "de"}, "Schwarz: 2 der 5 Blöcke"),
    ({"LANG": "ko_KR.UTF-8"}, VERDICTS["ko"][0]),
    ({"LANG": "fr_CA.UTF-8"}, VERDICTS["fr"][0]),
    ({"LANG": "zh_CN.UTF-8"}, VERDICTS["zh_CN"][0]),
    ({"LANG": "zh_SG.UTF-8"}, VERDICTS["zh_CN"][0]),
    ({"LANG": "zh_TW.UTF-8"}, VERDICTS["zh_TW"][0]),
    ({"LANG": "zh_HK.UTF-8"}, VERDICTS["zh_TW"][0]),
    ({"LANGUAGE": "zh_MO:en", "LANG": "C.UTF-8"}, VERDICTS["zh_TW"][0]),
    ({"LANG": "zh_TW.UTF-8", "GOBENSON_LANG": "zh_Hans"}, VERDICTS["zh_CN"][0]),
    ({"LANG": "pt_BR.UTF-8"}, "Black: 2 of 5 blocks"),
])
def test_without_lang_the_system_language_is_spoken_unless_gobenson_lang_names_one(environment, verdict):
    """As the editor starts too: the language is read once, from the environment."""
    kept = {name: value for name, value in os.environ.items()
            if name not in {"GOBENSON_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}}
    done = subprocess.run([sys.executable, "-m", "gobenson_gui", "analyze", SAMPLE], capture_output=True,
                          env={**kept, "PYTHONPATH": str(ROOT), **environment}, check=True)
    assert verdict in done.stdout.decode()


def test_the_panel_names_the_colour_in_the_language_spoken(speaking_again):
    """The caption's colour comes from the catalog too, not from the colour's English value."""
    side = analyze(parse_diagram("X.X\nXXX\n...")).black
    set_language("ja")
    assert step_caption(side, None) == "黒：連1個のうち1個が安全"
    set_language("de")
    assert step_caption(side, None) == "Schwarz: 1 von 1 Block sicher"


def test_the_replay_and_the_stepping_name_the_colours_in_the_language_spoken(speaking_again):
    """And the words of their first step come from the catalog too."""
    board = parse_diagram("O . .\n. . .\n. . .\n")
    replay = KillReplay(board, kill_sequence(board, (0, 0)), Rules.NO_SUICIDE)
    white = analyze(board).white
    set_language("fr")
    assert replay_text(replay, 0) == ("La chaîne de Blanc en A3 peut être capturée\u00a0: Noir joue 2 coups pendant "
                                      "que Blanc passe.")
    assert describe(white, half_step(white, 0), ["a"]) == [
        "Blanc, début\u00a0: 1 chaîne et 1 région entourée par Blanc sont toutes en lice."]
    assert replay_caption(0, 2) == "Avant le premier coup"


BROKEN = "(;GM[1]SZ[9];B[zz])"
"""A file gobenson cannot open: its first move is off the board."""

CANNOT_OPEN = {
    "en": "game 1, node 1: B[zz] is off the 9x9 board",
    "de": "Partie 1, Knoten 1: B[zz] liegt außerhalb des Bretts 9x9",
    "fr": "partie 1, nœud 1\u00a0: B[zz] est hors du goban 9x9",
    "ja": "対局1、ノード1：B[zz]は9x9の盤の外です",
    "ko": "대국 1, 노드 1: B[zz]은(는) 9x9 판 밖입니다",
    "zh_CN": "对局1，节点1：B[zz]在9x9棋盘之外",
    "zh_TW": "對局1，節點1：B[zz]在9x9棋盤之外",
}
"""Why the broken file cannot be opened, in each language."""


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_file_that_cannot_be_opened_is_refused_in_the_language_spoken(capsys, speaking_again, tmp_path, language):
    """The reader's message, where in the file included, comes from the catalog; its SGF stays SGF,
    and French keeps its no-break space on the command line."""
    path = tmp_path / "broken.sgf"
    path.write_text(BROKEN, encoding="ascii")
    status, out, err = run(capsys, "--lang", language, "analyze", str(path))
    assert (status, out) == (1, "")
    assert err.count("\n") == 1 and err.rstrip("\n").endswith(CANNOT_OPEN[language])


def test_a_file_that_cannot_be_opened_is_refused_in_english_again_after_another_language(
        capsys, speaking_again, tmp_path):
    path = tmp_path / "broken.sgf"
    path.write_text(BROKEN, encoding="ascii")
    run(capsys, "--lang", "de", "analyze", str(path))
    assert run(capsys, "--lang", "en", "analyze", str(path))[2] == f"gobenson: {path}: {CANNOT_OPEN['en']}\n"


BAD_POINTS = {
    "en": ("--point 'AA' is off the 6x6 board (in SGF points, A-Z are the columns and rows 27 to 52)",
           "--point 'Q99' is not a point (an SGF point like cc or a name like C3)"),
    "de": ("--point 'AA' liegt außerhalb des Bretts 6x6 (in SGF-Punkten sind A-Z die Spalten und Zeilen 27 bis 52)",
           "--point 'Q99' ist kein Punkt (ein SGF-Punkt wie cc oder ein Name wie C3)"),
    "fr": ("--point 'AA' est hors du goban 6x6 (dans les points SGF, A-Z sont les colonnes et les lignes 27 à 52)",
           "--point 'Q99' n’est pas un point (un point SGF comme cc ou un nom comme C3)"),
    "ja": ("--point 'AA'は6x6の盤の外です（SGFの点ではA-Zは27から52までの列と行です）",
           "--point 'Q99'は点ではありません（ccのようなSGFの点か、C3のような名前で書いてください）"),
    "ko": ("--point 'AA'은(는) 6x6 판 밖입니다 (SGF 점에서 A-Z는 27부터 52까지의 열과 행입니다)",
           "--point 'Q99'은(는) 점이 아닙니다 (cc 같은 SGF 점이나 C3 같은 이름으로 쓰십시오)"),
    "zh_CN": ("--point 'AA'在6x6棋盘之外（在SGF点中，A-Z表示第27到52列和行）",
              "--point 'Q99'不是点（应为cc这样的SGF点或C3这样的名称）"),
    "zh_TW": ("--point 'AA'在6x6棋盤之外（在SGF點中，A-Z表示第27到52欄和列）",
              "--point 'Q99'不是點（應為cc這樣的SGF點或C3這樣的名稱）"),
}
"""Why ``--point AA`` (an SGF point past the 6x6 board) and ``--point Q99`` (no point at all) name
no point of the sample, in each language."""


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("command", [["kill"], ["exercises", "make", "--kind", "capture", "-o", "-"]],
                         ids=["kill", "exercises make"])
def test_a_point_that_names_no_point_is_refused_in_the_language_spoken(capsys, speaking_again, language, command):
    for point, refusal in zip(("AA", "Q99"), BAD_POINTS[language]):
        status, out, err = run(capsys, "--lang", language, *command[:2], SAMPLE, *command[2:], "--point", point)
        assert (status, out) == (1, "")
        assert err.count("\n") == 1 and err.rstrip("\n").endswith(refusal)


def test_an_exercise_file_with_unknown_rules_or_colour_is_refused_in_the_language_spoken(
        capsys, speaking_again, tmp_path):
    """``GBRU`` and ``GBCO`` are read as the API's ``rules`` and a colour letter: their refusals,
    and the game they are in, in German, and in English again after it."""
    record = Path(SAMPLE).read_bytes()
    refusals = {b"GBCO[B]GBRU[japanese]": ("Partie 1: unbekannte Regeln 'japanese' (wähle no-suicide, suicide)",
                                    "game 1: unknown rules 'japanese' (choose no-suicide, suicide)"),
                b"GBCO[X]": ("Partie 1: 'X' ist keine Farbe (B oder W)", "game 1: 'X' is not a colour (B or W)")}
    for properties, (german, english) in refusals.items():
        path = tmp_path / "set.sgf"
        path.write_bytes(record.replace(b"(;", b"(;GBEX[safe]" + properties, 1))
        for language, refusal in (("de", german), ("en", english)):
            assert run(capsys, "--lang", language, "exercises", "answers", str(path)) == (
                1, "", f"gobenson: {path}: {refusal}\n")


@pytest.mark.parametrize(("language", "arrows", "lines"), [
    ("en", ("Remove arrow at C3", "Remove arrows at C3"), ("Remove line at C3", "Remove lines at C3")),
    ("de", ("Pfeil bei C3 entfernen", "Pfeile bei C3 entfernen"),
     ("Linie bei C3 entfernen", "Linien bei C3 entfernen")),
    ("fr", ("Supprimer la flèche en C3", "Supprimer les flèches en C3"),
     ("Supprimer la ligne en C3", "Supprimer les lignes en C3")),
])
def test_removing_the_arrows_or_lines_at_a_point_is_named_in_the_language_spoken(speaking_again, language, arrows,
                                                                                  lines):
    """Each kind has its own sentence, singular and plural, not a name with an "s" added."""
    set_language(language)
    assert (remove_lines_at("AR", 1, "C3"), remove_lines_at("AR", 2, "C3")) == arrows
    assert (remove_lines_at("LN", 1, "C3"), remove_lines_at("LN", 3, "C3")) == lines
