"""Shortcuts the hot paths share: bit sets read and written in C, and named tuples built without
the Python frame of their generated constructor (an analysis makes hundreds of blocks, regions
and cast-outs, a replay one position a node; see benchmarks/record_speed.py before changing
them)."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import compress

new_tuple = tuple.__new__
"""``new_tuple(Kind, fields)``: the named tuple ``Kind(*fields)``, without the constructor's frame."""

_BINARY_DIGIT_AS_BYTE = bytes.maketrans(b"01", b"\x00\x01")


def bit_selectors(bits: int) -> bytes:
    """One byte per bit of ``bits``, bit 0 first, 1 where the bit is set: a selector with which
    :func:`itertools.compress` picks from a table indexed by bit, all in C."""
    return bin(bits)[:1:-1].encode("ascii").translate(_BINARY_DIGIT_AS_BYTE)


def bit_indices(bits: int) -> list[int]:
    """The positions of the set bits of ``bits``, in increasing order: picked in C from two bits
    on, a Python loop being slower there."""
    if not bits & (bits - 1):
        return [bits.bit_length() - 1] if bits else []
    selectors = bit_selectors(bits)
    return list(compress(range(len(selectors)), selectors))


def bits_of(indices: Iterable[int]) -> int:
    """The bit set of ``indices``: a plain loop, which beats map and sum for the few blocks
    around a region."""
    bits = 0
    for index in indices:
        bits |= 1 << index
    return bits
