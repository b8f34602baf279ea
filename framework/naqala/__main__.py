"""`python -m naqala` runs the `naqala` command."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
