"""The Go Text Protocol, both of its halves in one place: :mod:`.protocol` parses and prints its
commands and answers, once for both; :mod:`.server` is gobenson as an engine (``gobenson gtp``);
:mod:`.client` drives another engine in its own process (GNU Go, KataGo) and :mod:`.judge` asks
it about problems.  It sits above the view, whose region names and half-steps the server speaks
and whose record of an engine's answer the client fills, and never imports Qt."""
