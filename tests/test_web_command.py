"""`naqala serve` comes from the web plugin through the `naqala_commands` hook; a plugin's
faulty command is named and skipped, and a built-in command keeps its name (docs/api.md)."""

from __future__ import annotations

import pytest

from naqala.cli import main, parser
from naqala.hookspecs import hookimpl


class Commands:
    @hookimpl
    def naqala_commands(self):
        return {"check": ("taken", lambda p: None, lambda args: 99),
                "broken": "not a (help, add_arguments, run) triple",
                "hello": ("say hello", lambda p: p.add_argument("--name", default="you"),
                          lambda args: print(f"hello {args.name}") or 7)}


def test_the_web_plugin_adds_serve_with_its_flags(capsys):
    with pytest.raises(SystemExit):
        main(["serve", "--help"])
    shown = capsys.readouterr().out
    assert all(flag in shown for flag in ("--host", "--port", "--db", "--bot-pause"))


def test_plugin_commands_run_and_faulty_ones_are_skipped(manager, capsys):
    manager.register(Commands(), name="commands")
    commands = parser()._subparsers._group_actions[0].choices
    assert "broken" not in commands and "hello" in commands
    assert "plugin command 'broken' skipped" in capsys.readouterr().err
    assert main(["hello", "--name", "naqala"]) == 7
    assert "hello naqala" in capsys.readouterr().out
    assert main(["check", "five_tribes"]) == 0  # the built-in, not the plugin's


@pytest.mark.parametrize("flags, says", [
    (["--port", "99999"], "argument --port: expected 0 to 65535, got 99999"),
    (["--port", "-5"], "argument --port: expected 0 to 65535, got -5"),
    (["--bot-pause", "nan"], "argument --bot-pause: expected 0 to 86400 seconds, got nan"),
    (["--bot-pause", "-3"], "argument --bot-pause: expected 0 to 86400 seconds, got -3"),
    (["--db", "~no_such_user_zz/games.sqlite"], "~no_such_user_zz/games.sqlite: not a usable"),
    (["--host", ""], "argument --host: an empty address listens on every interface; give "
                     "0.0.0.0 to mean that"),
    (["--host", "local\x1bhost"], "argument --host: not an address: 'local\\x1bhost'"),
])
def test_serve_flags_out_of_range_are_one_line(tmp_path, capsys, monkeypatch, flags, says):
    """A port past 65535 ended in a traceback from the socket; a pause of nan or -3 and a
    games file under an unknown user's home were taken (the last as a traceback later). An
    empty host (`--host "$HOST"`, unset) listened on every interface, where 127.0.0.1 was
    meant, and said so as http://:8000/."""
    server = pytest.importorskip("naqala_web.server")
    monkeypatch.setattr(server, "serve", lambda *_: pytest.fail("served"))
    with pytest.raises(SystemExit) as exit:
        main(["serve", "--db", str(tmp_path / "g.sqlite"), *flags])  # the last --db wins
    err = capsys.readouterr().err
    assert exit.value.code == 2 and says in err and len(err.strip().splitlines()) == 1, err


def test_serve_on_an_address_it_cannot_take_says_so(tmp_path, capsys):
    """A port another program listens on, or a host that is no address, ended in uvicorn's
    tracebacks (and a "Task exception was never retrieved")."""
    import socket
    pytest.importorskip("uvicorn")
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        assert main(["serve", "--port", str(port), "--db", str(tmp_path / "g.sqlite")]) == 1
    assert capsys.readouterr().err.strip() == (
        f"naqala: cannot listen on 127.0.0.1 port {port}: Address already in use")
    assert main(["serve", "--host", "999.1.1.1", "--port", "0",
                 "--db", str(tmp_path / "g.sqlite")]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith("naqala: cannot listen on 999.1.1.1 port 0: ") and "\n" not in err


@pytest.mark.parametrize("given, served", [("[::1]", "::1"), ("::1", "::1"),
                                           ("[fe80::1]", "fe80::1"), ("localhost", "localhost")])
def test_serve_takes_an_ipv6_address_in_brackets(tmp_path, monkeypatch, given, served):
    """`--host [::1]`, an IPv6 address as URLs write it (and as the server prints it), was
    looked up as a name: "cannot listen on [::1] port 8000: Name or service not known". The
    brackets are taken off; `::1` was and is taken as it is."""
    server = pytest.importorskip("naqala_web.server")
    hosts = []
    monkeypatch.setattr(server, "serve", lambda host, *_: hosts.append(host) or 0)
    assert main(["serve", "--host", given, "--db", str(tmp_path / "g.sqlite")]) == 0
    assert hosts == [served]


@pytest.mark.parametrize("given", ["[::1", "::1]", "[localhost]", "[]", "[[::1]]"])
def test_serve_says_how_to_write_an_address_in_brackets(tmp_path, capsys, monkeypatch, given):
    """Brackets that hold no IPv6 address, or are not closed, were looked up as a name."""
    server = pytest.importorskip("naqala_web.server")
    monkeypatch.setattr(server, "serve", lambda *_: pytest.fail("served"))
    with pytest.raises(SystemExit) as exit:
        main(["serve", "--host", given, "--db", str(tmp_path / "g.sqlite")])
    err = capsys.readouterr().err
    assert exit.value.code == 2 and len(err.strip().splitlines()) == 1, err
    assert f"argument --host: not an address: {given!r}; brackets hold an IPv6 address, " \
           "as in [::1]" in err, err
