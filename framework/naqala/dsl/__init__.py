"""The effect language: grammar, parser with friendly errors, and compiler to closures."""
