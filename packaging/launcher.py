"""The bundled executable's entry point: the same as `keeper-desk` and `python -m desktop`."""

import sys

from desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
