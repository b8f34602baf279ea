"""The naqala language server (pygls): diagnostics, completion, hover and definition.

Every open YAML file of a ruleset folder is analysed with the unsaved text of every open
buffer (see `analysis.py`), once typing pauses, one reading at a time, away from the loop
that answers requests. The language of rule text in hover comes from the client's
`initializationOptions` (`{"language": "fa"}`) or the `naqala.language` setting.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import unquote

from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams
from pygls.lsp.server import LanguageServer
from pygls.protocol import JsonRPCNotification, LanguageServerProtocol
from pygls.protocol.language_server import lsp_method
from pygls.uris import from_fs_path, to_fs_path

from naqala.errors import NaqalaError
from naqala.ruleset.files import is_yaml, unreadable
from naqala.text import languages

from . import analysis, knowledge

PAUSE = 0.3  # seconds without an edit before a folder is read again (a long file: seconds)
ANALYST = ThreadPoolExecutor(max_workers=1, thread_name_prefix="naqala-lsp")  # one at a time
KINDS = {"verb": types.CompletionItemKind.Function, "function": types.CompletionItemKind.Method,
         "name": types.CompletionItemKind.Variable, "keyword": types.CompletionItemKind.Keyword,
         "id": types.CompletionItemKind.Constant, "key": types.CompletionItemKind.Property,
         "value": types.CompletionItemKind.EnumMember}


REFUSED = "$/naqala/refused"  # what a refused message becomes: a notification nobody handles


class NaqalaProtocol(LanguageServerProtocol):
    """pygls's protocol, but a change to a document that is not open (the client sent it
    before opening it or after closing it) is ignored: pygls applied it to no document and
    showed the editor its KeyError. A message whose params are not as the protocol says is
    refused in one line, and a request among them answered Invalid Params (pygls answered
    none, and the editor waited for ever)."""

    def structure_message(self, data: dict) -> object:
        kind = self.get_message_type(data.get("method", "")) if "jsonrpc" in data else None
        if kind is None or "error" in data:
            return super().structure_message(data)
        try:
            return self._converter.structure(data, kind)
        except Exception:  # noqa: BLE001 - cattrs groups what it found: any one is refusal
            method = data["method"]
            logging.getLogger(__name__).warning("%s refused: its params are not as the "
                                                "protocol says", method)
            if "id" in data:
                self._send_response(data["id"], error=JsonRpcInvalidParams(
                    f"{method}: its params are not as the protocol says").to_response_error())
            return JsonRPCNotification(method=REFUSED, jsonrpc=self.VERSION, params=None)

    @lsp_method(types.TEXT_DOCUMENT_DID_CHANGE)
    def lsp_text_document__did_change(self, params: types.DidChangeTextDocumentParams
                                      ) -> Iterator:
        if unquote(params.text_document.uri) in self.workspace.text_documents:
            yield from super().lsp_text_document__did_change(params)


class NaqalaServer(LanguageServer):
    """Keeps, per ruleset folder, the last reading that compiled and where problems went."""

    def __init__(self) -> None:
        from naqala import __version__
        # Whole documents: pygls lays edits given as ranges on lines split where Python
        # splits them (at U+2028, a form feed...), the editor at \n and \r alone.
        super().__init__("naqala", __version__, protocol_cls=NaqalaProtocol,
                         text_document_sync_kind=types.TextDocumentSyncKind.Full)
        self.language = "en"
        self.good: dict[Path, analysis.Analysis] = {}  # last reading that compiled
        self.published: dict[Path, set[str]] = {}  # uris with diagnostics, per folder
        self.edits: dict[Path, int] = {}  # edits so far, per folder

    def overrides(self) -> dict[str, str]:
        """The text of every open buffer, by file path."""
        return {to_fs_path(uri): doc.source
                for uri, doc in self.workspace.text_documents.items() if to_fs_path(uri)}

    def lines(self, uri: str) -> list[str]:
        """The lines of a document: its open buffer, else its file, else none (a file gone,
        not UTF-8, a folder, an untitled buffer the server does not hold)."""
        path = _path(uri)
        return self._file_lines(uri, path) if path is not None else self._buffer_lines(uri)

    def current(self, uri: str) -> tuple[Path, analysis.Analysis | None]:
        """The file of a uri and the freshest usable reading of its folder."""
        path = _path(uri)
        folder = analysis.folder_of(path) if path else None
        return path or Path(), self.good.get(folder) if folder else None

    def _target(self, uri: str) -> tuple[Path, Path] | None:
        """The file of a document and its ruleset folder, when it is one to analyse (a
        `.yml` one too: the reading says it is not read)."""
        path = _path(uri)
        folder = analysis.folder_of(path) if path else None
        if path is None or folder is None or not is_yaml(path):
            return None
        return path, folder

    async def check(self, uri: str, pause: float = 0.0) -> None:
        """Analyse the folder of a document and publish its problems, file by file. With
        `pause` (while typing), only once no edit has come for that long. Readings run one
        at a time away from the loop, so requests are answered from the last one meanwhile;
        a reading while typing that a later edit overtook is dropped unpublished."""
        target = self._target(uri)
        if target is None:
            return
        folder = target[1]
        edit = self.edits[folder] = self.edits.get(folder, 0) + 1
        if pause:
            await asyncio.sleep(pause)
            if self.edits[folder] != edit:
                return
        found = await asyncio.get_running_loop().run_in_executor(
            ANALYST, analysis.analyse, folder, self.overrides())
        if not pause or self.edits[folder] == edit:  # an opened file always gets its own
            self.publish(*target, found)

    def publish(self, path: Path, folder: Path, found: analysis.Analysis) -> None:
        """Keep a reading of a folder and publish its problems, file by file."""
        if found.rs is not None or (found.raw is not None and folder not in self.good):
            self.good[folder] = found
        by_uri: dict[str, list[types.Diagnostic]] = {}
        for problem in found.problems:
            target = _uri(problem.file)
            lines = self._file_lines(target, Path(problem.file))
            line, start, end = analysis.problem_range(problem, lines)
            by_uri.setdefault(target, []).append(types.Diagnostic(
                range=types.Range(self.position(lines, line, start),
                                  self.position(lines, line, end)),
                message=analysis.summary(problem), code=problem.code, source="naqala",
                severity=types.DiagnosticSeverity.Warning if problem.code.startswith("W")
                else types.DiagnosticSeverity.Error))
        stale = self.published.get(folder, set()) - set(by_uri)
        for target in sorted(stale | {_uri(path)} | set(by_uri)):
            self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(
                uri=target, diagnostics=by_uri.get(target, [])))
        self.published[folder] = set(by_uri)

    def column(self, lines: list[str], pos: types.Position) -> int:
        """The character index of a client's position on its line."""
        line = lines[pos.line] if pos.line < len(lines) else ""
        return analysis.to_chars(line, pos.character, self.workspace.position_encoding)

    def position(self, lines: list[str], line: int, char: int) -> types.Position:
        """A client's position of a line and character index, in the agreed encoding."""
        text = lines[line] if 0 <= line < len(lines) else ""
        return types.Position(line, analysis.to_units(text, char,
                                                      self.workspace.position_encoding))

    def _buffer_lines(self, uri: str) -> list[str]:
        """The lines of an open document (the workspace keeps uris unquoted), or none."""
        doc = self.workspace.text_documents.get(unquote(uri))
        return analysis.editor_lines(doc.source) if doc is not None else []

    def _file_lines(self, uri: str, path: Path) -> list[str]:
        """The lines of a document: its open buffer, else its file as an editor shows it
        (without a byte order mark, as the loader reads it)."""
        if unquote(uri) in self.workspace.text_documents:
            return self._buffer_lines(uri)
        try:  # a pipe, a device or a file of gigabytes is never read
            return [] if unreadable(path) is not None else \
                analysis.editor_lines(path.read_text(encoding="utf-8-sig"))
        except (OSError, UnicodeDecodeError, ValueError):  # ValueError: a NUL in the name
            return []


def _uri(path: str | Path) -> str:
    """The `file:` uri of a file; of a name that is not UTF-8 (a Latin-1 name from an old
    archive), its bytes escaped, which pygls cannot make."""
    path = Path(path).resolve()
    try:
        return from_fs_path(str(path))
    except UnicodeEncodeError:
        return path.as_uri()


def _path(uri: str) -> Path | None:
    """The file a `file:` uri names (None for other schemes, e.g. an untitled buffer)."""
    found = to_fs_path(uri) if uri.startswith("file:") else None
    return Path(found) if found else None


server = NaqalaServer()


@server.feature(types.INITIALIZE)
def initialize(ls: NaqalaServer, params: types.InitializeParams) -> None:
    options = params.initialization_options or {}
    if isinstance(options, dict) and isinstance(options.get("language"), str):
        ls.language = options["language"]


@server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
def configuration(ls: NaqalaServer, params: types.DidChangeConfigurationParams) -> None:
    settings = params.settings if isinstance(params.settings, dict) else {}
    section = settings.get("naqala")  # an editor may send null or a word
    language = section.get("language") if isinstance(section, dict) else None
    if isinstance(language, str):
        ls.language = language


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
async def did_open(ls: NaqalaServer, params: types.DidOpenTextDocumentParams) -> None:
    await ls.check(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
async def did_change(ls: NaqalaServer, params: types.DidChangeTextDocumentParams) -> None:
    await ls.check(params.text_document.uri, PAUSE)


@server.feature(types.TEXT_DOCUMENT_DID_SAVE)
async def did_save(ls: NaqalaServer, params: types.DidSaveTextDocumentParams) -> None:
    await ls.check(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_COMPLETION,
                types.CompletionOptions(trigger_characters=[" ", "(", ":"]))
def completion(ls: NaqalaServer, params: types.CompletionParams) -> types.CompletionList:
    if ls._target(params.text_document.uri) is None:  # no file of a ruleset folder
        return types.CompletionList(is_incomplete=False, items=[])
    path, found = ls.current(params.text_document.uri)
    raw = found.raw if found else None
    ids = found.rs.names.ids if found and found.rs is not None else None
    if ids is None and raw is not None:
        ids = {s: set(map(str, e)) for s, e in raw.collections.items()}
    lines, pos = ls.lines(params.text_document.uri), params.position
    items = knowledge.complete(lines, pos.line, ls.column(lines, pos), path, raw, ids)
    return types.CompletionList(is_incomplete=False, items=[
        types.CompletionItem(label=label, kind=KINDS[kind], detail=detail or None)
        for label, kind, detail in items])


@server.feature(types.TEXT_DOCUMENT_HOVER)
def hover(ls: NaqalaServer, params: types.HoverParams) -> types.Hover | None:
    if ls._target(params.text_document.uri) is None:  # no file of a ruleset folder
        return None
    _path, found = ls.current(params.text_document.uri)
    rs = found.rs if found else None
    language = ls.language if rs is None or ls.language in languages(rs) else "en"
    lines, pos = ls.lines(params.text_document.uri), params.position
    try:
        text = knowledge.hover(lines, pos.line, ls.column(lines, pos),
                               found.raw if found else None, rs, language)
    except NaqalaError as err:
        text = str(err)
    if not text:
        return None
    return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=text))


@server.feature(types.TEXT_DOCUMENT_DEFINITION)
def definition(ls: NaqalaServer, params: types.DefinitionParams) -> types.Location | None:
    path, found = ls.current(params.text_document.uri)
    if found is None or found.raw is None:
        return None
    raw, pos = found.raw, params.position
    lines = ls.lines(params.text_document.uri)
    char = ls.column(lines, pos)
    word = analysis.word_at(lines[pos.line] if pos.line < len(lines) else "", char)
    loc = None
    if pos.line < len(lines) and lines[pos.line].startswith("extends:") and word in raw.chain:
        folder = raw.folders[raw.chain.index(word)]
        loc = analysis.Loc(str(Path(folder) / "manifest.yaml"), 1, 1)
    elif not analysis.in_snippet(lines, pos.line, char):
        section, _parent = analysis.section_at(lines, pos.line)
        key = _entry_key(word, section, raw)
        if section is not None and key is not None:
            entry = analysis.base_entry(raw, path, section, key, ls.overrides())
            loc = entry.loc if entry is not None else None
    if loc is None and word:
        hit = analysis.find_id(raw, word)
        loc = hit[1].loc if hit else analysis.option_loc(raw, word)
    if loc is None:
        return None
    target = _uri(loc.file)
    start = ls.position(ls._file_lines(target, Path(loc.file)), loc.line - 1, loc.col - 1)
    return types.Location(uri=target, range=types.Range(start, start))


def _entry_key(word: str, section: str | None, raw) -> object | None:
    """The key an overlay line names in a section (ids are text, player counts numbers)."""
    if section is None:
        return None
    entries = raw.collections.get(section, {})
    if word in map(str, entries) or not word.isdigit():
        return word
    return int(word)
