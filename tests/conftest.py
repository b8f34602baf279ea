"""Shared fixtures: where the shipped rulesets live, and throwaway copies of them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from naqala import plugins

RULESETS = Path(__file__).resolve().parent.parent / "rulesets"


@pytest.fixture
def rulesets_dir() -> Path:
    """The folder holding the shipped rulesets (five_tribes and its overlays)."""
    return RULESETS


@pytest.fixture
def five_tribes_copy(tmp_path) -> Path:
    """A private, editable copy of rulesets/five_tribes."""
    return Path(shutil.copytree(RULESETS / "five_tribes", tmp_path / "five_tribes"))


@pytest.fixture
def manager():
    """A fresh plugin manager for a test that registers plugins of its own; forgotten after."""
    plugins.manager.cache_clear()
    plugins._reported.clear()
    yield plugins.manager()
    plugins.manager.cache_clear()
    plugins._reported.clear()
