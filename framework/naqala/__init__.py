"""naqala: a rules-data framework for Five Tribes and the games made from it.

The engine knows no game names: rulesets (YAML plus the effect language) describe the game,
the engine interprets them, and plugins add front ends, bots and variant rules. This module
is the public API (docs/api.md): front ends, bots and tools need nothing else.
"""

__version__ = "0.1.0"

from .engine.decisions import Amount, Decision, Message, Option, Place, Ref, Seat
from .engine.determinise import determinise
from .engine.engine import Engine
from .engine.events import Event
from .engine.observation import observation as view_data
from .engine.state import State
from .errors import IllegalChoice, NaqalaError
from .game import (
    Game,
    View,
    complete_moves,
    final_scores,
    move_ending,
    move_endings,
    move_words,
    play_move,
)
from .plugins import installed_rulesets
from .registry import bot_factory, bot_names
from .ruleset import load as load_ruleset
from .text import Text, languages
from .text.render import label, prompt, render, sentence
from .vocabulary import Vocabulary, vocabulary

__all__ = [
    "Amount", "Decision", "Engine", "Event", "Game", "IllegalChoice", "Message", "NaqalaError",
    "Option", "Place", "Ref", "Seat", "State", "Text", "View", "Vocabulary", "complete_moves",
    "determinise", "final_scores", "label", "load_ruleset", "move_ending", "move_endings",
    "move_words",
    "play_move", "prompt", "render", "sentence", "view_data", "vocabulary",
    "bot_factory", "bot_names", "installed_rulesets", "languages",
]
