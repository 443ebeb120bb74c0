"""The data pipeline of pokelinks (a package so that `python -m data.pipeline`
runs from the repository root; see data/README.md section 11)."""
