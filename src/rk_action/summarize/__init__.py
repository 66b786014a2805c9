"""Summarizers: an entity in, a `Summary` out.

`static` needs nothing but the code: doc comments (every common convention, parsed by
`docstrings`), signatures, names and a light scan of the body. `anthropic` asks Claude, in
batched requests, and falls back to `static`. Import the module you need: this package itself
loads nothing, so choosing a summarizer (`choice`) costs nothing.
"""
