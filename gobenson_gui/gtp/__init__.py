"""The Go Text Protocol, both of its halves in one place: :mod:`.protocol` reads its bytes and
parses and prints its commands and answers, once for both; :mod:`.server` is gobenson as an
engine (``gobenson gtp``) and :mod:`.regress` runs GNU Go's regression files against it;
:mod:`.client` drives another engine in its own process (GNU Go, KataGo), which
:mod:`.statuses` asks for each block's status in play and :mod:`.judge` about problems.  It sits
above the view, whose region names and half-steps the server speaks and whose record of an
engine's answer the client fills, and never imports Qt."""
