"""`python -m api.cli`: how `clinic run` starts its children with the same interpreter."""

from api.cli import main

main()
