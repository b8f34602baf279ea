"""The language server, driven over its protocol (pytest-lsp): diagnostics as you type,
completion, hover and go to definition on a copy of the base game and an overlay of it."""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

RULESETS = Path(__file__).resolve().parent.parent / "rulesets"
OVERLAY = """tiles:
  - id: small_market
    op: modify
    action: may pay 4 gold then take 1 from resources first 4
"""


@pytest.fixture(scope="module")
def folders(tmp_path_factory) -> Path:
    """A copy of the base game and an overlay `bazaar` of it, side by side."""
    root = tmp_path_factory.mktemp("lsp")
    shutil.copytree(RULESETS / "five_tribes", root / "five_tribes")
    (root / "bazaar").mkdir()
    (root / "bazaar" / "manifest.yaml").write_text(
        "id: bazaar\nversion: 1.0.0\nextends: five_tribes\n")
    (root / "bazaar" / "tiles.yaml").write_text(OVERLAY)
    return root


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(
    server_command=[sys.executable, "-m", "naqala.cli", "lsp"]))
async def client(lsp_client: LanguageClient, folders: Path):
    lsp_client.initialized = await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        root_uri=folders.as_uri(), initialization_options={"language": "en"}))
    yield
    await lsp_client.shutdown_session()


async def open_file(client: LanguageClient, path: Path, text: str | None = None) -> str:
    """Open a file (with unsaved `text` if given) and wait for its diagnostics."""
    uri = path.as_uri()
    client.diagnostics.pop(uri, None)  # wait for this opening's own, not an earlier one's
    client.text_document_did_open(types.DidOpenTextDocumentParams(types.TextDocumentItem(
        uri=uri, language_id="yaml", version=1,
        text=path.read_text(encoding="utf-8") if text is None else text)))
    while uri not in client.diagnostics:
        await published(client)
    return uri


async def published(client: LanguageClient) -> None:
    """Wait for the server's next diagnostics; a failure, not a hang, when none come within
    `WAIT` seconds (a guard against a test waiting for ever, not a measure of speed)."""
    await asyncio.wait_for(
        client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), WAIT)


WAIT = 120


def change(client: LanguageClient, uri: str, version: int, text: str) -> None:
    """Replace a document's whole text (unsaved)."""
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        [types.TextDocumentContentChangeWholeDocument(text=text)]))


async def restore_and_close(client: LanguageClient, uri: str, version: int, text: str) -> None:
    """Give a document back its clean text, wait until its problems are gone, close it."""
    change(client, uri, version, text)
    while client.diagnostics[uri]:
        await published(client)
    client.text_document_did_close(types.DidCloseTextDocumentParams(
        types.TextDocumentIdentifier(uri=uri)))


def position_of(text: str, needle: str, offset: int = 0) -> types.Position:
    before = text[:text.index(needle) + offset]
    return types.Position(before.count("\n"), len(before) - before.rfind("\n") - 1)


@pytest.mark.asyncio(loop_scope="module")
async def test_a_broken_snippet_gets_a_diagnostic_at_its_word(client: LanguageClient, folders):
    path = folders / "five_tribes" / "tiles.yaml"
    text = path.read_text(encoding="utf-8").replace("then take 1 from resources",
                                                    "then tak 1 from resources")
    uri = await open_file(client, path, text)  # unsaved: the file on disk is intact
    [diagnostic] = client.diagnostics[uri]
    start = position_of(text, "tak 1 from")
    assert diagnostic.code == "D213" and "unknown verb 'tak'" in diagnostic.message
    assert diagnostic.range == types.Range(start, types.Position(start.line,
                                                                 start.character + 3))
    await restore_and_close(client, uri, 2, path.read_text(encoding="utf-8"))


@pytest.mark.asyncio(loop_scope="module")
async def test_what_check_warns_about_is_a_warning_at_its_word(client: LanguageClient, folders):
    path = folders / "bazaar" / "tiles.yaml"
    text = OVERLAY.replace("may pay 4 gold then", "if gold > 5 { gain 1 gold } then")
    uri = await open_file(client, path, text)
    [diagnostic] = client.diagnostics[uri]
    start = position_of(text, "gold > 5")
    assert diagnostic.code == "W302" and "'gold' is hidden" in diagnostic.message
    assert diagnostic.severity == types.DiagnosticSeverity.Warning
    assert diagnostic.range == types.Range(start, types.Position(start.line,
                                                                 start.character + 4))
    await restore_and_close(client, uri, 2, path.read_text(encoding="utf-8"))


@pytest.mark.asyncio(loop_scope="module")
async def test_completion_in_a_snippet_offers_verbs_and_ids(client: LanguageClient, folders):
    path = folders / "bazaar" / "tiles.yaml"
    uri = await open_file(client, path)
    assert not client.diagnostics[uri]
    result = await client.text_document_completion_async(types.CompletionParams(
        types.TextDocumentIdentifier(uri=uri), position_of(OVERLAY, "take 1")))
    labels = {item.label for item in result.items}
    assert {"take", "place", "sow", "pay", "may", "held", "final"} <= labels
    assert {"oasis", "haurvatat", "gold", "vizier", "resources"} <= labels
    keys = await client.text_document_completion_async(types.CompletionParams(
        types.TextDocumentIdentifier(uri=uri), types.Position(2, 4)))
    assert {"values", "value_colour", "op"} <= {item.label for item in keys.items}
    ids = await client.text_document_completion_async(types.CompletionParams(
        types.TextDocumentIdentifier(uri=uri), position_of(OVERLAY, "small_market")))
    assert {"small_market", "oasis", "village"} <= {item.label for item in ids.items}


@pytest.mark.asyncio(loop_scope="module")
async def test_a_burst_of_edits_is_read_once_typing_pauses(client: LanguageClient, folders):
    """Each edit was read in full, one after another: in a long file the server fell
    seconds behind the typing. Now the first reading published is of the last edit."""
    path = folders / "bazaar" / "tiles.yaml"
    uri = await open_file(client, path)
    waiting = asyncio.ensure_future(published(client))
    for version in range(2, 8):
        change(client, uri, version, OVERLAY.replace("take 1", f"tak{version} 1"))
    await waiting
    [diagnostic] = client.diagnostics[uri]
    assert "unknown verb 'tak7'" in diagnostic.message
    await restore_and_close(client, uri, 8, OVERLAY)


@pytest.mark.asyncio(loop_scope="module")
async def test_a_cursor_past_the_end_of_the_file_is_answered(client: LanguageClient, folders):
    """Lines past the end were read as the file's own: an IndexError came back."""
    uri = await open_file(client, folders / "bazaar" / "tiles.yaml")
    past = types.Position(OVERLAY.count("\n") + 3, 0)
    at = types.TextDocumentPositionParams(types.TextDocumentIdentifier(uri=uri), past)
    keys = await client.text_document_completion_async(types.CompletionParams(
        at.text_document, past))
    assert {"tiles", "cards"} <= {item.label for item in keys.items}
    assert await client.text_document_definition_async(types.DefinitionParams(
        at.text_document, past)) is None


@pytest.mark.asyncio(loop_scope="module")
async def test_hover_on_a_djinn_shows_its_points_and_rule_text(client: LanguageClient,
                                                               folders):
    path = folders / "five_tribes" / "djinns.yaml"
    text = path.read_text(encoding="utf-8")
    uri = await open_file(client, path)
    hover = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri=uri), position_of(text, "haurvatat", 2)))
    value = hover.contents.value
    assert "**Haurvatat**" in value and "vp 8" in value
    assert "palm trees on your tiles score 5 each" in value
    verb = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri=uri), position_of(text, "put 3 from bag", 1)))
    assert verb.contents.value.startswith("```\nput <number> from <zone> on <tile>")
    assert "draw up to N random pieces from the bag onto a tile" in verb.contents.value
    from naqala_lsp.knowledge import EFFECTS_DOC
    if EFFECTS_DOC.is_file():  # beside the sources (a checkout): the reference follows
        assert "draws up to N random pieces from the bag" in verb.contents.value


@pytest.mark.asyncio(loop_scope="module")
async def test_definition_jumps_from_an_overlay_entry_to_the_base(client: LanguageClient,
                                                                  folders):
    uri = await open_file(client, folders / "bazaar" / "tiles.yaml")
    found = await client.text_document_definition_async(types.DefinitionParams(
        types.TextDocumentIdentifier(uri=uri), position_of(OVERLAY, "small_market", 3)))
    base = folders / "five_tribes" / "tiles.yaml"
    assert found.uri == base.resolve().as_uri()
    assert found.range.start == position_of(base.read_text(encoding="utf-8"),
                                            "id: small_market")
    used = await client.text_document_definition_async(types.DefinitionParams(
        types.TextDocumentIdentifier(uri=uri), position_of(OVERLAY, "resources first", 2)))
    decks = folders / "five_tribes" / "components.yaml"
    assert used.uri == decks.resolve().as_uri()
    assert used.range.start == position_of(decks.read_text(encoding="utf-8"), "id: resources")


def test_an_overlay_is_checked_against_its_base_from_unsaved_text(folders):
    from naqala_lsp.analysis import analyse, problem_range

    tiles = folders / "bazaar" / "tiles.yaml"
    text = OVERLAY.replace("id: small_market", "id: small_markt")
    found = analyse(folders / "bazaar", {str(tiles): text})
    [problem] = found.problems
    assert (problem.code, problem.file, problem.line) == ("R113", str(tiles), 2)
    assert "did you mean 'small_market'" in problem.message
    assert problem_range(problem, text.splitlines()) == (1, 8, 19)
    assert analyse(folders / "bazaar", {}).problems == []  # the file on disk is untouched


def test_a_new_file_not_yet_saved_is_checked_from_its_buffer(folders):
    """A file opened in the editor before it was ever saved (`:e scoring.yaml`) was left
    out: what the author typed there got no diagnostic until it was written."""
    from naqala_lsp.analysis import analyse

    new = folders / "bazaar" / "scoring.yaml"
    assert not new.exists()
    found = analyse(folders / "bazaar", {str(new): "tiles:\n  - id: small_markt\n    op: modify\n"})
    [problem] = found.problems
    assert (problem.code, problem.file, problem.line) == ("R113", str(new), 2)
    outside = folders / "bazaar" / "notes.txt"  # a buffer that is no data file is no part
    assert analyse(folders / "bazaar", {str(outside): "tiles: 5\n"}).problems == []


def test_lsp_without_pygls_says_what_to_install(monkeypatch, capsys):
    from naqala.cli import main

    monkeypatch.delitem(sys.modules, "naqala_lsp.server", raising=False)
    monkeypatch.setitem(sys.modules, "pygls.lsp.server", None)
    assert main(["lsp"]) == 1
    assert capsys.readouterr().err == "naqala: the language server needs pygls: " \
                                      "install naqala[lsp]\n"


@pytest.mark.parametrize("stream", ["stdin", "stdout"])
def test_lsp_without_a_standard_stream_says_so(monkeypatch, capsys, stream):
    """Started with standard input or output closed (`<&-`), the server has no channel to
    its editor: pygls failed on `None.buffer`, a traceback."""
    from naqala.cli import main

    pytest.importorskip("pygls")
    monkeypatch.setattr(sys, stream, None)
    assert main(["lsp"]) == 1
    assert capsys.readouterr().err == "naqala: the language server talks to its editor " \
        "through standard input and output, and one of them is closed\n"


@pytest.mark.asyncio(loop_scope="module")
async def test_definition_jumps_from_extends_to_the_base_manifest(client: LanguageClient,
                                                                   folders):
    uri = await open_file(client, folders / "bazaar" / "manifest.yaml")
    found = await client.text_document_definition_async(types.DefinitionParams(
        types.TextDocumentIdentifier(uri=uri), types.Position(2, 12)))
    assert found.uri == (folders / "five_tribes" / "manifest.yaml").resolve().as_uri()


@pytest.mark.asyncio(loop_scope="module")
async def test_hover_speaks_the_language_of_the_setting(client: LanguageClient, folders):
    path = folders / "five_tribes" / "djinns.yaml"
    text = path.read_text(encoding="utf-8")
    uri = await open_file(client, path)
    at = position_of(text, "haurvatat", 2)
    try:
        client.workspace_did_change_configuration(types.DidChangeConfigurationParams(
            settings={"naqala": {"language": "fa"}}))
        hover = await client.text_document_hover_async(types.HoverParams(
            types.TextDocumentIdentifier(uri=uri), at))
        assert "هئوروتات" in hover.contents.value
        assert "در پایان بازی، هر درخت نخل روی کاشی‌های شما" in hover.contents.value
        assert "۵" in hover.contents.value  # Persian digits
    finally:
        client.workspace_did_change_configuration(types.DidChangeConfigurationParams(
            settings={"naqala": {"language": "en"}}))


@pytest.mark.asyncio(loop_scope="module")
async def test_a_buffer_utf8_cannot_hold_gets_a_diagnostic_at_its_place(client: LanguageClient,
                                                                         folders):
    """A lone surrogate (which JSON can carry) was encoded as UTF-8 for the loader: the
    reading failed, nothing was published and the editor showed "Error in server"."""
    path = folders / "bazaar" / "tiles.yaml"
    text = OVERLAY.replace("small_market", "small_\ud800market")
    uri = await asyncio.wait_for(open_file(client, path, text), 30)
    [diagnostic] = client.diagnostics[uri]
    assert diagnostic.code == "R102" and "U+D800" in diagnostic.message
    assert diagnostic.range.start == position_of(text, "\ud800")
    await restore_and_close(client, uri, 2, OVERLAY)


@pytest.mark.asyncio(loop_scope="module")
async def test_a_document_the_server_does_not_hold_is_answered(client: LanguageClient, folders):
    """Requests on a document never opened (or closed) read it from disk: a file gone, not
    UTF-8, a folder or an untitled buffer came back as Python errors."""
    (folders / "bazaar" / "latin1.yaml").write_bytes(b"tiles:\n  - id: vill\xe9ge\n")
    try:
        for uri in [(folders / "bazaar" / name).as_uri() for name in ("gone.yaml", "latin1.yaml")] \
                + [(folders / "bazaar").as_uri(), "untitled:Untitled-1"]:
            doc, at = types.TextDocumentIdentifier(uri=uri), types.Position(1, 5)
            keys = await client.text_document_completion_async(types.CompletionParams(doc, at))
            assert isinstance(keys, types.CompletionList)
            assert await client.text_document_hover_async(types.HoverParams(doc, at)) is None
            assert await client.text_document_definition_async(
                types.DefinitionParams(doc, at)) is None
    finally:
        (folders / "bazaar" / "latin1.yaml").unlink()


@pytest.mark.asyncio(loop_scope="module")
async def test_a_pipe_in_a_ruleset_folder_is_never_read(client: LanguageClient, folders):
    """A pipe named like a ruleset file was read to measure its problem's range, and to
    answer requests on it: the server waited for a writer for ever, answering nothing."""
    pipe = folders / "bazaar" / "pipe.yaml"
    os.mkfifo(pipe)
    try:
        uri = await asyncio.wait_for(open_file(client, folders / "bazaar" / "tiles.yaml"), 30)
        [diagnostic] = client.diagnostics[pipe.as_uri()]
        assert diagnostic.code == "R102" and "a pipe or a device" in diagnostic.message
        doc, at = types.TextDocumentIdentifier(uri=pipe.as_uri()), types.Position(1, 5)
        keys = await asyncio.wait_for(client.text_document_completion_async(
            types.CompletionParams(doc, at)), 30)
        assert isinstance(keys, types.CompletionList)
        assert await asyncio.wait_for(client.text_document_hover_async(
            types.HoverParams(doc, at)), 30) is None
    finally:
        pipe.unlink()
    client.text_document_did_close(types.DidCloseTextDocumentParams(
        types.TextDocumentIdentifier(uri=uri)))
    await open_file(client, folders / "bazaar" / "tiles.yaml")  # the pipe's reading clears


@pytest.mark.asyncio(loop_scope="module")
async def test_a_file_whose_name_is_not_utf8_gets_its_diagnostics(client: LanguageClient,
                                                                  folders):
    """A file named in another encoding (a Latin-1 name from an old archive) holding a
    problem: its uri could not be made, and no file of the folder got its diagnostics."""
    odd = folders / "bazaar" / os.fsdecode(b"d\xe9sert.yaml")
    odd.write_text("tiles:\n  - id: oasiss\n    op: remove\n", encoding="utf-8")
    try:
        uri = await open_file(client, folders / "bazaar" / "tiles.yaml")
        [diagnostic] = client.diagnostics[odd.as_uri()]
        assert diagnostic.code == "R113" and diagnostic.range.start == types.Position(1, 8)
    finally:
        odd.unlink()
    client.text_document_did_close(types.DidCloseTextDocumentParams(
        types.TextDocumentIdentifier(uri=uri)))
    await open_file(client, folders / "bazaar" / "tiles.yaml")  # its reading clears


@pytest.mark.asyncio(loop_scope="module")
async def test_a_folder_with_a_space_has_its_ranges_from_the_buffer(client: LanguageClient,
                                                                    folders):
    """A diagnostic's range was measured on the file on disk when the folder's name had a
    space: the open buffer was looked up by the quoted uri, the workspace keeps it unquoted."""
    (folders / "my rules" / "bazaar").mkdir(parents=True)
    shutil.copy(folders / "bazaar" / "manifest.yaml", folders / "my rules" / "bazaar")
    path = folders / "my rules" / "bazaar" / "tiles.yaml"
    path.write_text(OVERLAY, encoding="utf-8")
    text = OVERLAY.replace("then take 1", "then tak 1")
    uri = await open_file(client, path, text)
    [diagnostic] = client.diagnostics[uri]
    start = position_of(text, "tak 1")
    assert diagnostic.range == types.Range(start, types.Position(start.line, start.character + 3))
    await restore_and_close(client, uri, 2, OVERLAY)


@pytest.mark.asyncio(loop_scope="module")
async def test_a_change_to_a_document_not_open_is_ignored(client: LanguageClient, folders):
    """A change before the document was opened, or after it was closed, ended in pygls's
    KeyError, shown in the editor as "Error in server"."""
    path = folders / "bazaar" / "tiles.yaml"
    uri = await open_file(client, path)
    client.text_document_did_close(types.DidCloseTextDocumentParams(
        types.TextDocumentIdentifier(uri=uri)))
    change(client, uri, 2, "tiles:\n  - id: oops\n")
    change(client, (folders / "bazaar" / "never_opened.yaml").as_uri(), 1, "id: x\n")
    hover = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri=uri), position_of(OVERLAY, "small_market", 2)))
    assert "small_market" in hover.contents.value  # read from the file, unchanged
    assert not [m for m in client.messages if m.type == types.MessageType.Error]


@pytest.mark.asyncio(loop_scope="module")
async def test_settings_that_are_not_an_object_are_ignored(client: LanguageClient, folders):
    """`"naqala": null` (or a word) in the editor's settings ended in an AttributeError."""
    path = folders / "five_tribes" / "djinns.yaml"
    text = path.read_text(encoding="utf-8")
    uri = await open_file(client, path)
    for settings in (None, {"naqala": None}, {"naqala": "fa"}, ["fa"], {"naqala": {"language": 5}}):
        client.workspace_did_change_configuration(types.DidChangeConfigurationParams(
            settings=settings))
    hover = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri=uri), position_of(text, "haurvatat", 2)))
    assert "**Haurvatat**" in hover.contents.value  # still in English
    assert not [m for m in client.messages if m.type == types.MessageType.Error]


@pytest.mark.asyncio(loop_scope="module")
async def test_a_uri_no_file_can_have_is_answered(client: LanguageClient, folders):
    """A folder name too long for the system, or a NUL, raised OSError or ValueError where the
    server looked for the folder's manifest."""
    for uri in (folders.as_uri() + "/" + "a" * 300 + "/tiles.yaml",
                folders.as_uri() + "/a%00b/tiles.yaml"):
        client.text_document_did_open(types.DidOpenTextDocumentParams(types.TextDocumentItem(
            uri=uri, language_id="yaml", version=1, text="tiles:\n")))
        doc, at = types.TextDocumentIdentifier(uri=uri), types.Position(0, 2)
        await client.text_document_completion_async(types.CompletionParams(doc, at))
        assert await client.text_document_hover_async(types.HoverParams(doc, at)) is None
        assert await client.text_document_definition_async(types.DefinitionParams(doc, at)) is None
        client.text_document_did_close(types.DidCloseTextDocumentParams(doc))
    assert not [m for m in client.messages if m.type == types.MessageType.Error]


@pytest.mark.asyncio(loop_scope="module")
async def test_the_editor_sends_whole_documents(client: LanguageClient, folders):
    """Edits sent as ranges were laid on pygls's copy of the text split at every line end
    Python knows (U+2028, a form feed...), where the editor splits at \\n and \\r alone: below
    such a character each edit landed a line off, and the copy stayed wrong after it went."""
    sync = client.initialized.capabilities.text_document_sync
    assert sync.change == types.TextDocumentSyncKind.Full
    path = folders / "bazaar" / "tiles.yaml"
    uri = await open_file(client, path, "# a\u2028b\n" + OVERLAY)
    assert [d.code for d in client.diagnostics[uri]] == ["R102"]
    await restore_and_close(client, uri, 2, OVERLAY)


@pytest.mark.asyncio(loop_scope="module")
async def test_a_yaml_file_outside_any_ruleset_folder_gets_nothing(client: LanguageClient,
                                                                   folders):
    """Any YAML file (a CI workflow beside the rulesets) was offered ruleset keys, and verb
    help on its words."""
    path = folders / "workflow.yaml"
    text = "jobs:\n  build:\n    action: take 1 from resources\n"
    path.write_text(text, encoding="utf-8")
    client.text_document_did_open(types.DidOpenTextDocumentParams(types.TextDocumentItem(
        uri=path.as_uri(), language_id="yaml", version=1, text=text)))
    doc = types.TextDocumentIdentifier(uri=path.as_uri())
    for at in (types.Position(0, 0), position_of(text, "take", 2), types.Position(3, 0)):
        items = await client.text_document_completion_async(types.CompletionParams(doc, at))
        assert not items.items
        assert await client.text_document_hover_async(types.HoverParams(doc, at)) is None


@pytest.mark.asyncio(loop_scope="module")
async def test_a_yml_file_of_a_ruleset_folder_says_it_is_not_read(client: LanguageClient,
                                                                   folders):
    """Only `.yaml` files are read: a `.yml` one opened in the editor got nothing, and what
    it said was missing from the game without a word."""
    path = folders / "bazaar" / "scoring.yml"
    uri = await open_file(client, path, "tiles:\n  - id: oasis\n    op: remove\n")
    [diagnostic] = client.diagnostics[uri]
    assert diagnostic.code == "R134" and diagnostic.range.start == types.Position(0, 0)
    assert diagnostic.message == "not read: a ruleset's files end in .yaml; rename it " \
        "scoring.yaml"
    client.text_document_did_close(types.DidCloseTextDocumentParams(
        types.TextDocumentIdentifier(uri=uri)))
    await open_file(client, folders / "bazaar" / "tiles.yaml")  # the others' readings clear
    assert not client.diagnostics[uri]


@pytest.mark.asyncio(loop_scope="module")
async def test_a_file_with_a_byte_order_mark_gets_its_ranges_without_it(client: LanguageClient,
                                                                        folders):
    """A file not open in the editor was read with its byte order mark, which editors do
    not show: ranges on its first line ended a character short."""
    marked = folders / "bazaar" / "marked.yaml"
    marked.write_text("\ufeffdeck: djinnz\ncards:\n  - id: qarin\n    vp: 5\n", encoding="utf-8")
    uri = await open_file(client, folders / "bazaar" / "tiles.yaml")
    while marked.as_uri() not in client.diagnostics:
        await published(client)
    [diagnostic] = client.diagnostics[marked.as_uri()]
    assert diagnostic.code == "R122"
    assert diagnostic.range == types.Range(types.Position(0, 6), types.Position(0, 12))
    marked.unlink()
    await restore_and_close(client, uri, 2, OVERLAY)


def utf16_position(text: str, needle: str, offset: int = 0) -> types.Position:
    """Where a needle is, in UTF-16 code units (LSP's columns unless another is agreed)."""
    before = text[:text.index(needle) + offset]
    line = before[before.rfind("\n") + 1:]
    return types.Position(before.count("\n"), len(line.encode("utf-16-le")) // 2)


@pytest.mark.asyncio(loop_scope="module")
async def test_columns_are_utf16_code_units(client: LanguageClient, folders):
    """The server counted columns in characters: an emoji (two UTF-16 units) earlier on a
    line moved hover one unit a character, and a range ended inside the emoji."""
    assert client.initialized.capabilities.position_encoding in (None, "utf-16")
    path = folders / "bazaar" / "tiles.yaml"
    text = OVERLAY.replace("first 4", "first 4 then \U0001f42a")
    uri = await open_file(client, path, text)
    [diagnostic] = client.diagnostics[uri]
    start = utf16_position(text, "\U0001f42a")
    assert diagnostic.range == types.Range(start, types.Position(start.line,
                                                                 start.character + 2))
    text = OVERLAY + "# " + "\U0001f42a" * 8 + " oasis then small_market\n"
    change(client, uri, 2, text)
    await published(client)
    hover = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri=uri), utf16_position(text, "oasis", 1)))
    assert hover is not None and "`oasis` (tiles)" in hover.contents.value
    await restore_and_close(client, uri, 3, OVERLAY)


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(
    server_command=[sys.executable, "-m", "naqala.cli", "lsp"]))
async def utf8_client(lsp_client: LanguageClient, folders: Path):
    """A client that offers UTF-8 columns before UTF-16."""
    capabilities = client_capabilities("visual-studio-code")
    capabilities.general.position_encodings = ["utf-8", "utf-16"]
    lsp_client.initialized = await lsp_client.initialize_session(types.InitializeParams(
        capabilities=capabilities, root_uri=folders.as_uri()))
    yield
    await lsp_client.shutdown_session()


@pytest.mark.asyncio(loop_scope="module")
async def test_a_client_offering_utf8_gets_byte_columns(utf8_client: LanguageClient, folders):
    """pygls agreed on the client's UTF-8 and told it so, and the server went on counting
    characters."""
    client = utf8_client
    assert client.initialized.capabilities.position_encoding == "utf-8"
    path = folders / "bazaar" / "tiles.yaml"
    text = OVERLAY.replace("first 4", "first 4 then \u00e9\U0001f42a")
    uri = await open_file(client, path, text)
    [diagnostic] = client.diagnostics[uri]
    line = text.splitlines()[diagnostic.range.start.line]
    col = len(line[:line.index("\u00e9")].encode("utf-8"))
    assert (diagnostic.range.start.character, diagnostic.range.end.character) == (col, col + 2)
    text = OVERLAY + "# \u00e9\u00e9\u00e9\u00e9\u00e9\u00e9 oasis then small_market\n"
    change(client, uri, 2, text)
    await published(client)
    line = text.splitlines()[-1]
    at = types.Position(text.count("\n") - 1, len(line[:line.index("oasis") + 1].encode("utf-8")))
    hover = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri=uri), at))
    assert hover is not None and "`oasis` (tiles)" in hover.contents.value
    await restore_and_close(client, uri, 3, OVERLAY)


@pytest.mark.asyncio(loop_scope="module")
async def test_lines_end_where_the_editor_ends_them(client: LanguageClient, folders):
    """The server split a buffer into lines at every line end Python knows (U+2028, a form
    feed...), the editor at \\n and \\r alone: below such a character, hover and completion
    read the line under the one the cursor was on."""
    path = folders / "bazaar" / "tiles.yaml"
    text = "# a\u2028b\x0cc\n" + OVERLAY
    uri = await open_file(client, path, text)
    assert {d.code for d in client.diagnostics[uri]} == {"R102"}
    hover = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri=uri), position_of(text, "small_market", 2)))
    assert hover is not None and "`small_market` (tiles)" in hover.contents.value
    await restore_and_close(client, uri, 2, OVERLAY)


def raw_session(folders: Path, *messages: dict) -> tuple[dict, str, int]:
    """Messages sent as they are (after `initialize`) to a server on standard input, then
    `shutdown` and `exit`: its answers by id, what it wrote to standard error, its exit code."""
    import json
    import subprocess
    start = [{"id": 0, "method": "initialize", "params": {
        "processId": None, "rootUri": folders.as_uri(), "capabilities": {}}},
        {"method": "initialized", "params": {}}]
    end = [{"id": 99, "method": "shutdown"}, {"method": "exit"}]
    stream = b""
    for message in [*start, *messages, *end]:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode()
        stream += b"Content-Length: %d\r\n\r\n" % len(body) + body
    done = subprocess.run([sys.executable, "-m", "naqala.cli", "lsp"], input=stream,
                          capture_output=True, timeout=60)
    answers, out = {}, done.stdout
    while out:
        head, _, out = out.partition(b"\r\n\r\n")
        size = int(head.split(b"Content-Length: ")[1].split(b"\r\n")[0])
        message, out = json.loads(out[:size]), out[size:]
        if "id" in message and "method" not in message:
            answers[message["id"]] = message
    return answers, done.stderr.decode(), done.returncode


def test_the_server_stops_cleanly_when_the_editor_says_exit(folders):
    """After `shutdown` and `exit` the command printed a traceback and ended with 1: pygls
    closed standard output, which the command line then flushed."""
    answers, err, code = raw_session(folders)
    assert answers[99]["result"] is None
    assert (err, code) == ("", 0)


def test_a_request_whose_params_break_the_protocol_gets_an_error(folders):
    """A request with a negative line, no position or no params was never answered (the
    editor waited for ever) and wrote tracebacks: it is an Invalid Params error now."""
    uri = (folders / "bazaar" / "tiles.yaml").as_uri()
    answers, err, code = raw_session(
        folders,
        {"id": 1, "method": "textDocument/hover",
         "params": {"textDocument": {"uri": uri}, "position": {"line": -1, "character": 0}}},
        {"id": 2, "method": "textDocument/completion", "params": {"textDocument": {"uri": uri}}},
        {"id": 3, "method": "textDocument/definition", "params": None},
        {"method": "textDocument/didOpen", "params": {"textDocument": {"uri": 5}}},
        {"id": 4, "method": "textDocument/hover",
         "params": {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 3}}})
    for n in (1, 2, 3):
        assert answers[n]["error"]["code"] == -32602, answers[n]
        assert "\n" not in answers[n]["error"]["message"]
    assert "result" in answers[4]
    assert "Traceback" not in err
    assert code == 0
