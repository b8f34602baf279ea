"""naqala: a rules-data framework for Five Tribes and the games made from it.

The engine knows no game names: rulesets (YAML plus the effect language) describe the game,
`naqala.engine` interprets them, and plugins add front ends, bots and variant rules.
"""

__version__ = "0.1.0"
