"""What plugins register for playing: bots by name and front ends by name.

The command line (`naqala.cli`, `naqala.play`), the balance lab and front ends look bots and
front ends up here, so none of them imports another to find them.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .engine.budget import RunawayError
from .errors import BotError, NaqalaError, did_you_mean, quoted
from .plugins import registered

# The bot a person plays against unless they choose one (`naqala play`, the web's create
# page): the search at its normal level, which plays for points; `random` only empties the
# board. It thinks some 0.02 s a choice on one core.
DEFAULT_OPPONENT = "mcts"


def bots() -> dict[str, Callable]:
    """Every bot factory the plugins register, by name."""
    return registered("naqala_bots", "bot")


def bot_names() -> list[str]:
    """The names of every registered bot (public API)."""
    return list(bots())


def bot_factory(name: str) -> Callable:
    """The bot registered under `name` by a plugin."""
    found = bots()
    if not isinstance(name, str) or name not in found:
        raise NaqalaError(f"no bot {quoted(name)}{did_you_mean(name, found)}; bots: "
                          f"{', '.join(found)}")
    return found[name]


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot in `seat` of a game dealt from `seed`: the same every time (a
    resumed or reopened game gets the same bots), and telling nothing of the game's seed,
    which tells the deal (docs/decisions.md, "Hardening")."""
    return random.Random(f"{seed}/{seat}").getrandbits(32)


def plays_by(name: str, rs) -> str | None:
    """What the bots of factory `name` play by on ruleset `rs` (the factory's optional
    `plays_by(rs)`, such as a digest of the weights they read), which a study records with
    each game so that a resumed study never mixes bots of two kinds; None when the factory
    says nothing."""
    says = getattr(bot_factory(name), "plays_by", None)
    if says is None:
        return None
    try:
        found = says(rs)
    except NaqalaError:
        raise
    except Exception as err:  # a plugin's fault, named with its bot
        raise NaqalaError(f"bot '{name}' could not say what it plays by ({failure(err)})") \
            from None
    if not isinstance(found, str):
        raise NaqalaError(f"bot '{name}': its plays_by gave {type(found).__name__}, not text")
    return found


def made_bot(name: str, seed: int):
    """A bot of the factory registered as `name`, seeded `seed`; a NaqalaError naming the
    bot when the factory is not callable, fails (or takes no seed), or makes an object
    without `choose`."""
    factory = bot_factory(name)
    if not callable(factory):
        raise NaqalaError(f"bot '{name}': its plugin registers {type(factory).__name__}, not a "
                          "bot factory")
    try:
        bot = factory(seed)
    except NaqalaError:
        raise
    except Exception as err:  # a plugin's fault, named with its bot
        raise NaqalaError(f"bot '{name}' could not be made ({failure(err)})") from None
    if not callable(getattr(bot, "choose", None)):
        raise NaqalaError(f"bot '{name}': its factory made {type(bot).__name__}, which has no "
                          "choose(view, decision)")
    return bot


def failure(err: Exception) -> str:
    """An exception of a plugin as one line: its type and its message quoted short."""
    return f"{type(err).__name__}: {quoted(str(err))}"


class Seated:
    """A bot at a seat: each choice it makes is one of the decision's options, or a BotError
    naming the bot (its registered `name` where known) and the seat, with naqala's own
    message whole when it raised one (a weights file it cannot read, an option it was
    refused). A game that never ends (`RunawayError`) is the ruleset's: passed on as it is."""

    def __init__(self, bot, seat: int, name: str | None = None):
        self.bot, self.seat = bot, seat
        self.name = f"'{name}'" if name else type(bot).__name__

    def choose(self, view, decision) -> str:
        try:
            choice = self.bot.choose(view, decision)
        except RunawayError:
            raise
        except NaqalaError as err:
            raise self.failed(str(err)) from None
        except Exception as err:  # a plugin's fault, named with its bot and seat
            raise self.failed(failure(err)) from None
        if not isinstance(choice, str) or decision.find(choice) is None:
            answer = quoted(choice)
            raise BotError(self.name, self.seat, f"answered {answer}, which is not an option "
                           f"of this {decision.kind} decision", answer=answer)
        return choice

    def failed(self, cause: str) -> BotError:
        """The error of this bot, which raised `cause` (one line)."""
        return BotError(self.name, self.seat, f"failed ({cause})", cause=cause)

    def __getattr__(self, name: str):
        return getattr(self.bot, name)


def front_ends() -> dict[str, Callable]:
    """Every front end the plugins register, by name."""
    return registered("naqala_front_ends", "front end")
