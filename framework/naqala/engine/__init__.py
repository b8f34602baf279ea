"""The generic turn-phase engine: state, decisions, movement, scoring, save and replay."""
