/* Benson's analysis compiled: blocks, enclosed regions, healthiness, the casting-out to its
 * fixed point, safe stones and pass-alive territory, for both colours, both rule sets and every
 * board graph (missing points, links, wrapped sides), from scratch or from the node before.
 *
 * The pure-Python core (benson.py, benson_layout.py) is the reference: this module gives its
 * answers, faster, and the explanations (the steps with their reasons) are still made there,
 * from the blocks and regions found here (see cores.py and analysis.py).
 *
 * A set of points is one 64-bit word a row (a board has at most 52 columns), and a point's id
 * is row << 6 | column.  Blocks and regions are found as runs (maximal horizontal segments of a
 * row) joined by a union-find where runs of neighbouring rows overlap; which blocks neighbour a
 * region is read run by run too; a region is tested for health only against the blocks next to
 * its needed points, and the casting-out counts each block's healthy regions down as regions
 * leave.  Nothing is tested against every block, so the cost grows with the points, not faster.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>
#include <stdint.h>
#include <string.h>

#if defined(_MSC_VER)
#include <intrin.h>
static int lowest_bit(uint64_t x)
{
    unsigned long i;
    _BitScanForward64(&i, x);
    return (int)i;
}
static int highest_bit(uint64_t x)
{
    unsigned long i;
    _BitScanReverse64(&i, x);
    return (int)i;
}
#else
#define lowest_bit(x) __builtin_ctzll(x)
#define highest_bit(x) (63 - __builtin_clzll(x))
#endif

#define MAX_SIDE 52
#define POINT(row, column) ((row) << 6 | (column))
#define MAX_WORDS ((MAX_SIDE * (MAX_SIDE + 1) + 63) / 64)

typedef uint64_t Row;
typedef uint16_t Index;

static int holds(const Row *set, int p)
{
    return (int)(set[p >> 6] >> (p & 63) & 1);
}

/* -- the board graph and its working space ---------------------------------------------------- */

typedef struct {
    Row bits;
    Index part;
    uint8_t row, start, end; /* end: one past the last column */
} Run;

/* The maximal connected parts of a set, as runs. */
typedef struct {
    int count, runs;
    Run *run;       /* in reading order */
    int *row_first; /* rows + 1: the runs of row r are run[row_first[r]..row_first[r + 1]] */
    int *first;     /* count + 1, once grouped: the runs of part i are run[order[first[i]..first[i + 1]]] */
    Index *order;
} Parts;

typedef struct {
    int a, b; /* point ids */
} Edge;

/* The sets whose parts are found: a colour's blocks, its small regions, all its regions. */
enum { BLOCKS, SMALL, REGIONS, KINDS };

typedef struct {
    PyObject_HEAD
    int columns, rows, stride, words, edge_count, max_runs, max_pairs, max_near, pairs;
    PyObject *geometry;      /* the Python geometry it was made of */
    Row on[MAX_SIDE];
    Row edge_ends[MAX_SIDE]; /* the points with neighbours beyond the grid's four */
    Edge *edges;             /* wrapped sides and links */
    int *beyond_first;       /* (rows << 6) + 1: the neighbours of point p beyond the grid are */
    int *beyond;             /* beyond[beyond_first[p]..beyond_first[p + 1]] */
    /* The working space of one analysis; the interpreter's lock keeps it to one at a time. */
    Run *run[KINDS];
    int *row_first[KINDS], *first[KINDS], *count, *adj_first, *nb_first, *small_point, *around;
    Index *order[KINDS], *parent, *stamp, *pair_region, *pair_block, *grouped, *adj, *nb, *queue[2], *near;
    uint8_t *healthy;
    void *space;
} Graph;

static PyTypeObject GraphType;

/* Whether an int's digits may be read and written in place (CPython 3.11 and 3.12), where
 * going through bytes costs a step a byte; 3.13's public API takes whole words. */
#if PY_VERSION_HEX < 0x030D0000 && !defined(Py_LIMITED_API) && !defined(PYPY_VERSION)
#define DIGITS_READABLE 1
#else
#define DIGITS_READABLE 0
#endif

#if !DIGITS_READABLE
static uint64_t little_endian(uint64_t word)
{
#if PY_BIG_ENDIAN
    uint64_t swapped = 0;
    for (int i = 0; i < 8; i++)
        swapped = swapped << 8 | (word >> (8 * i) & 0xff);
    return swapped;
#else
    return word;
#endif
}
#endif

/* The words of a non-negative Python int, little end first, into ``words`` (``count`` of them
 * and a spare one, zeroed): digit by digit where the int's digits may be read (CPython 3.11 and 3.12, where
 * _PyLong_AsByteArray goes byte by byte), else through the public API of 3.13. */
static int read_words(PyObject *value, uint64_t *words, int count)
{
#if DIGITS_READABLE
    PyLongObject *number = (PyLongObject *)value;
#if PY_VERSION_HEX >= 0x030C0000
    uintptr_t tag = number->long_value.lv_tag;
    Py_ssize_t digits = (Py_ssize_t)(tag >> 3);
    int negative = (tag & 3) == 2;
    const digit *digit_of = number->long_value.ob_digit;
#else
    Py_ssize_t digits = Py_SIZE(number);
    int negative = digits < 0;
    const digit *digit_of = number->ob_digit;
#endif
    if (negative) {
        PyErr_SetString(PyExc_OverflowError, "a point set is not negative");
        return -1;
    }
    for (Py_ssize_t i = 0; i < digits; i++) {
        size_t at = (size_t)i * PyLong_SHIFT;
        uint64_t d = digit_of[i];
        if ((at >> 6) >= (size_t)count)
            break; /* told below: the top digit is past the board */
        words[at >> 6] |= d << (at & 63);
        if ((at & 63) + PyLong_SHIFT > 64)
            words[(at >> 6) + 1] |= d >> (64 - (at & 63)); /* the spare word past the count */
    }
    if (words[count] || (digits && (size_t)(digits - 1) * PyLong_SHIFT >= (size_t)count * 64)) {
        PyErr_SetString(PyExc_OverflowError, "a point set is larger than the board");
        return -1;
    }
    return 0;
#else
    Py_ssize_t needed = PyLong_AsNativeBytes(value, words, (Py_ssize_t)count * 8,
                                             Py_ASNATIVEBYTES_LITTLE_ENDIAN | Py_ASNATIVEBYTES_UNSIGNED_BUFFER |
                                                 Py_ASNATIVEBYTES_REJECT_NEGATIVE);
    if (needed < 0)
        return -1;
    if (needed > (Py_ssize_t)count * 8) {
        PyErr_SetString(PyExc_OverflowError, "a point set is larger than the board");
        return -1;
    }
    for (int i = 0; i < count; i++)
        words[i] = little_endian(words[i]);
    return 0;
#endif
}

/* The rows of the Python int ``value`` (bit row * stride + column), off-board points dropped. */
static int read_set(Graph *g, PyObject *value, Row *rows)
{
    uint64_t words[MAX_WORDS + 1];
    if (!PyLong_Check(value)) {
        PyErr_SetString(PyExc_TypeError, "a point set is an int");
        return -1;
    }
    memset(words, 0, (size_t)(g->words + 1) * sizeof(uint64_t));
    if (read_words(value, words, g->words) < 0)
        return -1;
    const Row *on = g->on;
    for (int r = 0, at = 0, count = g->rows, stride = g->stride; r < count; r++, at += stride) {
        int shift = at & 63;
        Row x = words[at >> 6] >> shift;
        if (shift)
            x |= words[(at >> 6) + 1] << (64 - shift);
        rows[r] = x & on[r];
    }
    return 0;
}

/* A Python int being made: rows are added, then it is taken. */
typedef struct {
    uint64_t word[MAX_WORDS + 1];
    int top; /* the highest word set, -1 for none */
} Words;

static void words_clear(Words *w)
{
    memset(w->word, 0, sizeof w->word);
    w->top = -1;
}

static void add_row(const Graph *g, Words *w, int row, Row bits)
{
    if (!bits)
        return;
    int at = row * g->stride, index = at >> 6, shift = at & 63;
    w->word[index] |= bits << shift;
    if (index > w->top)
        w->top = index;
    if (shift && shift + g->columns > 64) {
        w->word[index + 1] |= bits >> (64 - shift);
        if (index + 1 > w->top)
            w->top = index + 1;
    }
}

static PyObject *take_int(Words *w)
{
    while (w->top >= 0 && w->word[w->top] == 0)
        w->top--; /* a row's bits past the top word may all have stayed below it */
    if (w->top < 0)
        return PyLong_FromLong(0);
    size_t bytes = (size_t)(w->top + 1) * 8;
#if DIGITS_READABLE
    /* The int's digits written straight from the words, as read_words reads them: the public
     * _PyLong_FromByteArray of 3.11 and 3.12 goes byte by byte, and every analysis makes dozens. */
    size_t length = (size_t)w->top * 64 + (size_t)highest_bit(w->word[w->top]) + 1;
    Py_ssize_t digits = (Py_ssize_t)((length + PyLong_SHIFT - 1) / PyLong_SHIFT);
    PyLongObject *number = _PyLong_New(digits);
    if (number == NULL)
        return NULL;
#if PY_VERSION_HEX >= 0x030C0000
    digit *digit_of = number->long_value.ob_digit;
#else
    digit *digit_of = number->ob_digit;
#endif
    for (Py_ssize_t i = 0; i < digits; i++) {
        size_t at = (size_t)i * PyLong_SHIFT;
        uint64_t d = w->word[at >> 6] >> (at & 63);
        if ((at & 63) + PyLong_SHIFT > 64)
            d |= w->word[(at >> 6) + 1] << (64 - (at & 63)); /* the spare word past the top is 0 */
        digit_of[i] = (digit)(d & PyLong_MASK);
    }
    memset(w->word, 0, bytes);
    w->top = -1;
    return (PyObject *)number;
#else
    PyObject *result;
    for (int i = 0; i <= w->top; i++)
        w->word[i] = little_endian(w->word[i]);
#if PY_VERSION_HEX >= 0x030D0000
    result = PyLong_FromUnsignedNativeBytes(w->word, (Py_ssize_t)bytes, Py_ASNATIVEBYTES_LITTLE_ENDIAN);
#else
    result = _PyLong_FromByteArray((const unsigned char *)w->word, bytes, 1, 0);
#endif
    memset(w->word, 0, bytes);
    w->top = -1;
    return result;
#endif
}

static PyObject *rows_int(const Graph *g, const Row *rows)
{
    Words w;
    words_clear(&w);
    for (int r = 0; r < g->rows; r++)
        add_row(g, &w, r, rows[r]);
    return take_int(&w);
}

/* The points next to some point of ``in`` (possibly points of ``in``). */
static void beside(const Graph *g, const Row *in, Row *out)
{
    int last = g->rows - 1;
    if (last == 0) {
        out[0] = ((in[0] << 1) | (in[0] >> 1)) & g->on[0];
    } else {
        out[0] = ((in[0] << 1) | (in[0] >> 1) | in[1]) & g->on[0];
        for (int r = 1; r < last; r++)
            out[r] = ((in[r] << 1) | (in[r] >> 1) | in[r - 1] | in[r + 1]) & g->on[r];
        out[last] = ((in[last] << 1) | (in[last] >> 1) | in[last - 1]) & g->on[last];
    }
    for (int i = 0; i < g->edge_count; i++) {
        int a = g->edges[i].a, b = g->edges[i].b;
        if (holds(in, a))
            out[b >> 6] |= (Row)1 << (b & 63);
        if (holds(in, b))
            out[a >> 6] |= (Row)1 << (a & 63);
    }
}

/* The points of ``set`` next to the points ``bits`` of row ``row``. */
static void add_beside_run(const Graph *g, Words *w, const Row *set, int row, Row bits)
{
    add_row(g, w, row, ((bits << 1) | (bits >> 1)) & set[row]);
    if (row > 0)
        add_row(g, w, row - 1, bits & set[row - 1]);
    if (row + 1 < g->rows)
        add_row(g, w, row + 1, bits & set[row + 1]);
    for (Row ends = bits & g->edge_ends[row]; ends; ends &= ends - 1) {
        int p = POINT(row, lowest_bit(ends));
        for (int k = g->beyond_first[p]; k < g->beyond_first[p + 1]; k++)
            if (holds(set, g->beyond[k]))
                add_row(g, w, g->beyond[k] >> 6, (Row)1 << (g->beyond[k] & 63));
    }
}

static void Graph_dealloc(Graph *g)
{
    Py_XDECREF(g->geometry);
    PyMem_Free(g->edges);
    PyMem_Free(g->beyond_first);
    PyMem_Free(g->space);
    Py_TYPE(g)->tp_free((PyObject *)g);
}

static int read_point(Graph *g, PyObject *item, int *point)
{
    long bit = PyLong_AsLong(item);
    if (bit == -1 && PyErr_Occurred())
        return -1;
    if (bit < 0 || bit >= (long)g->rows * g->stride || !(g->on[bit / g->stride] >> (bit % g->stride) & 1)) {
        PyErr_SetString(PyExc_ValueError, "an edge ends off the board");
        return -1;
    }
    *point = POINT((int)(bit / g->stride), (int)(bit % g->stride));
    return 0;
}

static int read_edges(Graph *g, PyObject *edges)
{
    PyObject *pairs = PySequence_Fast(edges, "edges is a sequence of pairs");
    if (pairs == NULL)
        return -1;
    int points = g->rows << 6;
    g->edge_count = (int)PySequence_Fast_GET_SIZE(pairs);
    g->edges = PyMem_Calloc((size_t)g->edge_count + 1, sizeof(Edge));
    g->beyond_first = PyMem_Calloc((size_t)points + 1 + 2 * (size_t)g->edge_count + 1, sizeof(int));
    if (g->edges == NULL || g->beyond_first == NULL) {
        Py_DECREF(pairs);
        PyErr_NoMemory();
        return -1;
    }
    g->beyond = g->beyond_first + points + 1;
    for (int i = 0; i < g->edge_count; i++) {
        PyObject *pair = PySequence_Fast_GET_ITEM(pairs, i);
        if (!PyTuple_Check(pair) || PyTuple_GET_SIZE(pair) != 2) {
            PyErr_SetString(PyExc_TypeError, "an edge is a pair of bit indices");
            Py_DECREF(pairs);
            return -1;
        }
        Edge *e = &g->edges[i];
        if (read_point(g, PyTuple_GET_ITEM(pair, 0), &e->a) < 0 || read_point(g, PyTuple_GET_ITEM(pair, 1), &e->b) < 0) {
            Py_DECREF(pairs);
            return -1;
        }
        g->edge_ends[e->a >> 6] |= (Row)1 << (e->a & 63);
        g->edge_ends[e->b >> 6] |= (Row)1 << (e->b & 63);
        g->beyond_first[e->a + 1]++;
        g->beyond_first[e->b + 1]++;
    }
    Py_DECREF(pairs);
    g->max_near = 4;
    for (int p = 0; p < points; p++) {
        if (4 + g->beyond_first[p + 1] > g->max_near)
            g->max_near = 4 + g->beyond_first[p + 1];
        g->beyond_first[p + 1] += g->beyond_first[p];
    }
    int *fill = PyMem_Malloc(((size_t)points + 1) * sizeof(int));
    if (fill == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    memcpy(fill, g->beyond_first, ((size_t)points + 1) * sizeof(int));
    for (int i = 0; i < g->edge_count; i++) {
        g->beyond[fill[g->edges[i].a]++] = g->edges[i].b;
        g->beyond[fill[g->edges[i].b]++] = g->edges[i].a;
    }
    PyMem_Free(fill);
    return 0;
}


static int make_space(Graph *g)
{
    int runs = g->rows * ((g->columns + 1) / 2);
    g->max_runs = runs;
    /* Pairs (region, block) of neighbours: for all regions, read run by run, two for a region
     * run in its row and fewer than the runs of two neighbouring rows for each pair of rows;
     * for the small regions, read point by point, at most one for each pair of neighbours. */
    g->max_pairs = 6 * runs + 2 * g->rows * g->columns + 2 * g->edge_count + 1;
    size_t ints = KINDS * ((size_t)g->rows + 1) + (KINDS + 4) * ((size_t)runs + 1) + (size_t)g->max_near;
    size_t indices = (KINDS + 4) * (size_t)runs + 5 * (size_t)g->max_pairs + 2 * (size_t)g->max_near;
    size_t size = KINDS * (size_t)runs * sizeof(Run) + ints * sizeof(int) + indices * sizeof(Index) +
                  (size_t)g->max_pairs;
    char *space = PyMem_Calloc(size, 1);
    if (space == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    g->space = space;
#define TAKE(field, kind, n) (field = (kind *)(void *)space, space += (size_t)(n) * sizeof(kind))
    for (int kind = 0; kind < KINDS; kind++) {
        TAKE(g->run[kind], Run, runs);
        TAKE(g->row_first[kind], int, g->rows + 1);
        TAKE(g->first[kind], int, runs + 1);
    }
    TAKE(g->count, int, runs + 1);
    TAKE(g->adj_first, int, runs + 1);
    TAKE(g->nb_first, int, runs + 1);
    TAKE(g->small_point, int, runs + 1);
    TAKE(g->around, int, g->max_near);
    for (int kind = 0; kind < KINDS; kind++)
        TAKE(g->order[kind], Index, runs);
    TAKE(g->parent, Index, runs);
    TAKE(g->stamp, Index, runs);
    TAKE(g->queue[0], Index, runs);
    TAKE(g->queue[1], Index, runs);
    TAKE(g->pair_region, Index, g->max_pairs);
    TAKE(g->pair_block, Index, g->max_pairs);
    TAKE(g->grouped, Index, g->max_pairs);
    TAKE(g->adj, Index, g->max_pairs);
    TAKE(g->nb, Index, g->max_pairs);
    TAKE(g->near, Index, 2 * g->max_near);
    TAKE(g->healthy, uint8_t, g->max_pairs);
#undef TAKE
    return 0;
}

/* Graph(geometry, columns, rows, on, edges): ``on`` the points of the board as a Python int,
 * ``edges`` the pairs of bit indices joined beyond the grid's four directions (wrapped sides,
 * links); ``geometry``, the Python geometry, is what its analyses name as theirs. */
static PyObject *Graph_new(PyTypeObject *type, PyObject *args, PyObject *kwargs)
{
    int columns, rows;
    PyObject *geometry, *on, *edges;
    static char *names[] = {"geometry", "columns", "rows", "on", "edges", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OiiOO:Graph", names, &geometry, &columns, &rows, &on, &edges))
        return NULL;
    if (columns < 1 || columns > MAX_SIDE || rows < 1 || rows > MAX_SIDE) {
        PyErr_SetString(PyExc_ValueError, "a board has 1 to 52 columns and rows");
        return NULL;
    }
    Graph *g = (Graph *)type->tp_alloc(type, 0);
    if (g == NULL)
        return NULL;
    Py_INCREF(geometry);
    g->geometry = geometry;
    g->columns = columns;
    g->rows = rows;
    g->stride = columns + 1;
    g->words = (rows * g->stride + 63) / 64;
    for (int r = 0; r < rows; r++)
        g->on[r] = ((Row)1 << columns) - 1;
    if (read_set(g, on, g->on) < 0 || read_edges(g, edges) < 0 || make_space(g) < 0) {
        Py_DECREF(g);
        return NULL;
    }
    return (PyObject *)g;
}

static PyTypeObject GraphType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "gobenson_gui.core._benson.Graph",
    .tp_doc = PyDoc_STR("Graph(geometry, columns, rows, on, edges): a board's points, and its edges beyond the grid's "
                        "four directions as pairs of bit indices."),
    .tp_basicsize = sizeof(Graph),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = Graph_new,
    .tp_dealloc = (destructor)Graph_dealloc,
};

/* -- parts: runs joined by a union-find ------------------------------------------------------- */

static int find(Index *parent, int x)
{
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

static void join(Index *parent, int a, int b)
{
    a = find(parent, a);
    b = find(parent, b);
    /* The smaller index stays the root: a part's root is its first run in reading order. */
    if (a < b)
        parent[b] = (Index)a;
    else if (b < a)
        parent[a] = (Index)b;
}

/* The run of row ``p >> 6`` holding the point ``p``, -1 if none. */
static int run_at(const Parts *parts, int p)
{
    Row bit = (Row)1 << (p & 63);
    for (int i = parts->row_first[p >> 6]; i < parts->row_first[(p >> 6) + 1]; i++)
        if (parts->run[i].bits & bit)
            return i;
    return -1;
}

/* The first run of the points ``left`` of row ``row`` into ``x``, and out of ``left``. */
static void take_run(Row *left, int row, Run *x)
{
    Row low = *left & (~*left + 1), bits = *left & ~(*left + low);
    x->bits = bits;
    x->row = (uint8_t)row;
    x->start = (uint8_t)lowest_bit(low);
    x->end = (uint8_t)(highest_bit(bits) + 1);
    *left ^= bits;
}

/* The maximal connected parts of ``set``, numbered in reading order of their first points, in
 * the working space of ``kind``; not yet grouped. */
static void find_parts(Graph *g, const Row *set, int kind, Parts *parts)
{
    Run *run = g->run[kind];
    int *row_first = g->row_first[kind];
    Index *parent = g->parent;
    int n = 0;
    parts->run = run;
    parts->row_first = row_first;
    parts->first = NULL;
    parts->order = NULL;
    for (int r = 0; r < g->rows; r++) {
        row_first[r] = n;
        for (Row left = set[r]; left; n++) {
            take_run(&left, r, &run[n]);
            parent[n] = (Index)n;
        }
        if (r > 0 && (set[r] & set[r - 1])) {
            int i = row_first[r - 1], j = row_first[r];
            while (i < row_first[r] && j < n) {
                if (run[i].bits & run[j].bits) {
                    if (parent[j] == j)
                        parent[j] = (Index)find(parent, i); /* a new run: under the earlier root */
                    else
                        join(parent, i, j);
                }
                if (run[i].end < run[j].end)
                    i++;
                else
                    j++;
            }
        }
    }
    row_first[g->rows] = n;
    for (int i = 0; i < g->edge_count; i++) {
        int a = g->edges[i].a, b = g->edges[i].b;
        if (holds(set, a) && holds(set, b))
            join(parent, run_at(parts, a), run_at(parts, b));
    }
    /* A run's parent is an earlier run of its part (roots stay the smaller, halving paths only
     * shortens them), so the parent's number is known when the run is reached. */
    int count = 0;
    for (int i = 0; i < n; i++)
        run[i].part = parent[i] == i ? (Index)count++ : run[parent[i]].part;
    parts->count = count;
    parts->runs = n;
}

/* The runs of each part, in the working space of ``kind``. */
static void group_parts(Graph *g, Parts *parts, int kind)
{
    int *first = g->first[kind], *at = g->count;
    Index *order = g->order[kind];
    memset(at, 0, (size_t)(parts->count + 1) * sizeof(int));
    for (int i = 0; i < parts->runs; i++)
        at[parts->run[i].part + 1]++;
    first[0] = 0;
    for (int i = 0; i < parts->count; i++) {
        first[i + 1] = first[i] + at[i + 1];
        at[i] = first[i];
    }
    for (int i = 0; i < parts->runs; i++)
        order[at[parts->run[i].part]++] = (Index)i;
    parts->first = first;
    parts->order = order;
}

#define ALIGNED(n) (((size_t)(n) + 7) & ~(size_t)7)

static size_t parts_size(const Parts *p, int rows)
{
    return ALIGNED((size_t)p->runs * sizeof(Run)) + ALIGNED((size_t)(rows + 1) * sizeof(int)) +
           ALIGNED((size_t)(p->count + 1) * sizeof(int)) + ALIGNED((size_t)p->runs * sizeof(Index));
}

static void *place(char **space, const void *from, size_t bytes)
{
    void *to = *space;
    memcpy(to, from, bytes);
    *space += ALIGNED(bytes);
    return to;
}

/* ``from`` (grouped) copied into ``space``. */
static void keep_parts(Parts *to, const Parts *from, int rows, char **space)
{
    *to = *from;
    to->run = place(space, from->run, (size_t)from->runs * sizeof(Run));
    to->row_first = place(space, from->row_first, (size_t)(rows + 1) * sizeof(int));
    to->first = place(space, from->first, (size_t)(from->count + 1) * sizeof(int));
    to->order = place(space, from->order, (size_t)from->runs * sizeof(Index));
}

/* The runs of ``bits`` with its whole runs of ``within``: horizontal runs fill upwards by
 * carry propagation and downwards by doubling steps. */
static Row fill_row(Row within, Row bits)
{
    Row up = (((within + bits) ^ within) & within) | bits, down = bits, pass = within;
    down |= pass & (down >> 1);
    pass &= pass >> 1;
    down |= pass & (down >> 2);
    pass &= pass >> 2;
    down |= pass & (down >> 4);
    pass &= pass >> 4;
    down |= pass & (down >> 8);
    pass &= pass >> 8;
    down |= pass & (down >> 16);
    pass &= pass >> 16;
    down |= pass & (down >> 32);
    return up | down;
}

/* Grows row ``r`` of ``grown`` by the points ``more`` of ``within`` and their runs; marks it to be
 * passed on to its neighbours. */
static inline void grow_row(const Row *within, Row *grown, int r, Row more, uint64_t *dirty)
{
    if (more) {
        grown[r] = fill_row(within[r], grown[r] | more);
        *dirty |= (uint64_t)1 << r;
    }
}

/* ``grown`` (points of ``within``) grown to the parts of ``within`` holding them, whole runs at
 * a time: a row that grew passes its growth on to the rows beside it, the lowest first. */
static void flood(const Graph *g, const Row *within, Row *grown)
{
    int last = g->rows - 1;
    uint64_t dirty = 0;
    for (int r = 0; r <= last; r++)
        grow_row(within, grown, r, grown[r], &dirty);
    while (dirty) {
        while (dirty) {
            int r = lowest_bit(dirty);
            dirty &= dirty - 1;
            if (r > 0)
                grow_row(within, grown, r - 1, grown[r] & within[r - 1] & ~grown[r - 1], &dirty);
            if (r < last)
                grow_row(within, grown, r + 1, grown[r] & within[r + 1] & ~grown[r + 1], &dirty);
        }
        for (int i = 0; i < g->edge_count; i++) {
            int a = g->edges[i].a, b = g->edges[i].b;
            if (holds(grown, a) != holds(grown, b) && holds(within, a) && holds(within, b)) {
                int p = holds(grown, a) ? b : a;
                grow_row(within, grown, p >> 6, (Row)1 << (p & 63), &dirty);
            }
        }
    }
}

/* -- a colour's shape: what its stones alone decide ------------------------------------------- */

/* A colour's blocks and, when first asked for, all its regions with NB(R): they depend on its
 * stones only, so a colour whose stones did not change shares its shape with the node before.
 * The ints of the blocks' and regions' points are kept here too, made when first asked for. */
typedef struct {
    Py_ssize_t holders;
    Row own[MAX_SIDE];
    Row beside_own[MAX_SIDE];
    Parts blocks;  /* grouped when first needed */
    Parts regions; /* count -1 until made */
    Index *label;  /* rows << 6: the block of each stone, in the rows of ``labelled`` */
    uint64_t labelled;
    int *nb_first; /* regions + 1: NB(R), increasing, is nb[nb_first[R]..nb_first[R + 1]] */
    Index *nb;
    void *grouping, *regions_space;
    PyObject *block_masks, *region_masks;
} Shape;

static void shape_release(Shape *s)
{
    if (s != NULL && --s->holders == 0) {
        Py_XDECREF(s->block_masks);
        Py_XDECREF(s->region_masks);
        PyMem_Free(s->grouping);
        PyMem_Free(s->regions_space);
        PyMem_Free(s);
    }
}

/* The shape of the stones ``own`` whose blocks are ``blocks`` (not grouped) and whose
 * neighbours are ``beside_own``, or NULL for those to be found. */
static Shape *shape_of(Graph *g, const Row *own, const Parts *blocks_found, const Row *beside_own)
{
    Parts blocks = *blocks_found;
    int rows = g->rows;
    size_t size = ALIGNED(sizeof(Shape)) + ALIGNED((size_t)blocks.runs * sizeof(Run)) +
                  ALIGNED((size_t)(rows + 1) * sizeof(int)) + ALIGNED((size_t)(rows << 6) * sizeof(Index));
    char *space = PyMem_Malloc(size);
    if (space == NULL)
        return (Shape *)PyErr_NoMemory();
    Shape *s = (Shape *)(void *)space;
    space += ALIGNED(sizeof(Shape));
    s->holders = 1;
    memcpy(s->own, own, (size_t)rows * sizeof(Row));
    if (beside_own != NULL)
        memcpy(s->beside_own, beside_own, (size_t)rows * sizeof(Row));
    else
        beside(g, own, s->beside_own);
    s->blocks = blocks;
    s->blocks.run = place(&space, blocks.run, (size_t)blocks.runs * sizeof(Run));
    s->blocks.row_first = place(&space, blocks.row_first, (size_t)(rows + 1) * sizeof(int));
    s->label = (Index *)(void *)space;
    s->labelled = 0;
    s->regions.count = -1;
    s->nb_first = NULL;
    s->nb = NULL;
    s->grouping = s->regions_space = NULL;
    s->block_masks = s->region_masks = NULL;
    return s;
}

static Shape *make_shape(Graph *g, const Row *own)
{
    Parts blocks;
    find_parts(g, own, BLOCKS, &blocks);
    return shape_of(g, own, &blocks, NULL);
}

/* The labels of row ``row``: the block of each of its stones. */
static void label_row(Shape *s, int row)
{
    for (int i = s->blocks.row_first[row]; i < s->blocks.row_first[row + 1]; i++) {
        const Run *x = &s->blocks.run[i];
        for (int c = x->start; c < x->end; c++)
            s->label[POINT(row, c)] = x->part;
    }
    s->labelled |= (uint64_t)1 << row;
}

/* The block of the stone ``p``; a row's labels are written when first read, since only the
 * stones next to small regions of more than one point (and, when asked for, all regions) are
 * looked up. */
static inline Index block_at(Shape *s, int p)
{
    if (!(s->labelled >> (p >> 6) & 1))
        label_row(s, p >> 6);
    return s->label[p];
}

/* The blocks' runs grouped by block. */
static int group_blocks(Graph *g, Shape *s)
{
    if (s->grouping != NULL)
        return 0;
    Parts blocks = s->blocks;
    group_parts(g, &blocks, BLOCKS);
    size_t size = ALIGNED((size_t)(blocks.count + 1) * sizeof(int)) + ALIGNED((size_t)blocks.runs * sizeof(Index));
    char *space = PyMem_Malloc(size);
    if (space == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    s->grouping = space;
    s->blocks.first = place(&space, blocks.first, (size_t)(blocks.count + 1) * sizeof(int));
    s->blocks.order = place(&space, blocks.order, (size_t)blocks.runs * sizeof(Index));
    return 0;
}

static void add_pair(Graph *g, int region, int block)
{
    g->pair_region[g->pairs] = (Index)region;
    g->pair_block[g->pairs] = (Index)block;
    g->pairs++;
}

/* The pairs (region, block) of the region runs of row ``r_row`` and the overlapping block runs
 * of ``b_row``. */
static void pair_overlapping(Graph *g, const Parts *regions, int r_row, const Parts *blocks, int b_row)
{
    int i = regions->row_first[r_row], end_i = regions->row_first[r_row + 1];
    int j = blocks->row_first[b_row], end_j = blocks->row_first[b_row + 1];
    const Run *rr = regions->run, *br = blocks->run;
    while (i < end_i && j < end_j) {
        if (rr[i].bits & br[j].bits)
            add_pair(g, rr[i].part, br[j].part);
        if (rr[i].end < br[j].end)
            i++;
        else
            j++;
    }
}

/* All the colour's regions (the maximal connected sets of points not of the colour) and NB(R),
 * made when the numbered or point-set form is first asked for. */
static int find_regions(Graph *g, Shape *s)
{
    if (s->regions.count >= 0)
        return 0;
    Row other[MAX_SIDE];
    Parts regions;
    const Parts *blocks = &s->blocks;
    const Row *own = s->own;
    int rows = g->rows;
    for (int r = 0; r < rows; r++)
        other[r] = g->on[r] & ~own[r];
    find_parts(g, other, REGIONS, &regions);
    group_parts(g, &regions, REGIONS);
    /* The pairs (region, block) of neighbours, run by run, some more than once. */
    g->pairs = 0;
    for (int i = 0; i < regions.runs; i++) {
        const Run *x = &regions.run[i];
        int r = x->row;
        if (x->start > 0 && own[r] >> (x->start - 1) & 1)
            add_pair(g, x->part, block_at(s, POINT(r, x->start - 1)));
        if (own[r] >> x->end & 1)
            add_pair(g, x->part, block_at(s, POINT(r, x->end)));
    }
    for (int r = 1; r < rows; r++) {
        pair_overlapping(g, &regions, r, blocks, r - 1);
        pair_overlapping(g, &regions, r - 1, blocks, r);
    }
    for (int i = 0; i < g->edge_count; i++) {
        int a = g->edges[i].a, b = g->edges[i].b;
        if (holds(own, a) != holds(own, b)) {
            int stone = holds(own, a) ? a : b, point = stone == a ? b : a;
            add_pair(g, regions.run[run_at(&regions, point)].part, block_at(s, stone));
        }
    }
    /* Grouped by block, each region once; then NB(R) from them, blocks in increasing order
     * since the blocks are gone through in order. */
    int nblocks = blocks->count, nregions = regions.count, *at = g->count, *nb_first = g->nb_first;
    memset(at, 0, (size_t)(nblocks + 1) * sizeof(int));
    for (int i = 0; i < g->pairs; i++)
        at[g->pair_block[i] + 1]++;
    for (int b = 0; b < nblocks; b++)
        at[b + 1] += at[b];
    for (int i = 0; i < g->pairs; i++)
        g->grouped[at[g->pair_block[i]]++] = g->pair_region[i];
    memset(g->stamp, 0, (size_t)nregions * sizeof(Index));
    memset(nb_first, 0, (size_t)(nregions + 1) * sizeof(int));
    int pairs = 0, start = 0;
    for (int b = 0; b < nblocks; b++) {
        g->adj_first[b] = pairs;
        for (int k = start; k < at[b]; k++) {
            Index region = g->grouped[k];
            if (g->stamp[region] != b + 1) {
                g->stamp[region] = (Index)(b + 1);
                g->adj[pairs++] = region;
                nb_first[region + 1]++;
            }
        }
        start = at[b];
    }
    g->adj_first[nblocks] = pairs;
    for (int r = 0; r < nregions; r++) {
        nb_first[r + 1] += nb_first[r];
        at[r] = nb_first[r];
    }
    for (int b = 0; b < nblocks; b++)
        for (int k = g->adj_first[b]; k < g->adj_first[b + 1]; k++)
            g->nb[at[g->adj[k]]++] = (Index)b;
    char *space = PyMem_Malloc(parts_size(&regions, rows) + ALIGNED((size_t)(nregions + 1) * sizeof(int)) +
                               ALIGNED((size_t)pairs * sizeof(Index)));
    if (space == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    s->regions_space = space;
    keep_parts(&s->regions, &regions, rows, &space);
    s->nb_first = place(&space, nb_first, (size_t)(nregions + 1) * sizeof(int));
    s->nb = place(&space, g->nb, (size_t)pairs * sizeof(Index));
    return 0;
}

/* -- one colour's verdict --------------------------------------------------------------------- */

/* A region that holds an empty point with no stone of the colour beside it is not small and
 * healthy for no block, so it never counts in the casting-out: the verdict needs the blocks
 * and the *small* regions only.  The small regions are the parts of the points not of the
 * colour that no such empty point reaches.  All regions, numbered, are made when asked for. */
typedef struct {
    PyObject_HEAD
    Graph *graph;
    Shape *shape;
    int suicide, rounds, safe, safe_stone_count;
    Row empty[MAX_SIDE];
    Row reached[MAX_SIDE]; /* the points of regions that are not small */
    Row safe_rows[MAX_SIDE];
    Row territory_rows[MAX_SIDE];
    int small_count;
    int *small_point;    /* the first point of each small region */
    int *snb_first;      /* small regions + 1: the blocks next to each, snb[snb_first[i]..] */
    Index *snb;
    uint8_t *shealthy;   /* parallel to snb: whether the region is healthy for that block */
    uint8_t *airless;    /* blocks */
    Index *block_left;   /* blocks: the round in which each left, 0 if it stayed */
    uint8_t *region_small, *region_healthy; /* all regions, made when asked for: small, and */
    Index *region_left;                     /* parallel to shape->nb, healthy; when each left */
    void *space, *regions_space;
    size_t space_size;
    PyObject *safe_stones, *territory;
    PyObject *colour, *rules;                           /* what it is an analysis of */
    PyObject *layout, *blocks, *regions, *steps, *around; /* made from it when asked for (analysis.py) */
    PyObject *stones; /* the Python set of the colour's stones it was made from: the next analysis
                         given the very same object reads its rows here (a replay keeps the
                         object of the colour that did not move) */
} Side;

static PyTypeObject SideType;

/* What analysis() makes and reads, which analysis.py gives (configure): the subclass of Side that
 * holds the analysis's Python methods, the two colours and the rules that allow suicide. */
static PyTypeObject *side_class = &SideType;
static PyObject *black_colour, *white_colour, *suicide_rules;

/* Block ``block`` added to ``near`` unless ``stamp`` marks it there already with ``mark``. */
static void add_near(Index *stamp, int mark, Index block, Index *near, int *n)
{
    if (stamp[block] != mark) {
        stamp[block] = (Index)mark;
        near[(*n)++] = block;
    }
}

static void add_block(Shape *s, Index *stamp, int mark, int p, Index *near, int *n)
{
    if (holds(s->own, p))
        add_near(stamp, mark, block_at(s, p), near, n);
}

/* The distinct blocks next to the points ``bits`` of row ``row``, added to ``near`` (``stamp``
 * marks those already there with ``mark``). */
static void blocks_beside(const Graph *g, Shape *s, Index *stamp, int mark, int row, Row bits, Index *near,
                          int *n)
{
    Row around = ((bits << 1) | (bits >> 1)) & s->own[row];
    for (; around; around &= around - 1)
        add_block(s, stamp, mark, POINT(row, lowest_bit(around)), near, n);
    if (row > 0)
        for (around = bits & s->own[row - 1]; around; around &= around - 1)
            add_block(s, stamp, mark, POINT(row - 1, lowest_bit(around)), near, n);
    if (row + 1 < g->rows)
        for (around = bits & s->own[row + 1]; around; around &= around - 1)
            add_block(s, stamp, mark, POINT(row + 1, lowest_bit(around)), near, n);
    for (Row ends = bits & g->edge_ends[row]; ends; ends &= ends - 1) {
        int p = POINT(row, lowest_bit(ends));
        for (int k = g->beyond_first[p]; k < g->beyond_first[p + 1]; k++)
            add_block(s, stamp, mark, g->beyond[k], near, n);
    }
}

/* The neighbours of point ``p`` on the board, into ``around`` (4 and those beyond the grid);
 * their number. */
static int neighbours_of(const Graph *g, int p, int *around)
{
    int row = p >> 6, column = p & 63, n = 0;
    if (column > 0)
        around[n++] = p - 1;
    if (column + 1 < g->columns)
        around[n++] = p + 1;
    if (row > 0)
        around[n++] = p - 64;
    if (row + 1 < g->rows)
        around[n++] = p + 64;
    if (holds(g->edge_ends, p))
        for (int k = g->beyond_first[p]; k < g->beyond_first[p + 1]; k++)
            around[n++] = g->beyond[k];
    return n;
}

/* The distinct blocks next to point ``p``, into ``near``; their number. */
static int blocks_next_to(const Graph *g, Shape *s, int p, Index *near)
{
    int m = neighbours_of(g, p, g->around), n = 0;
    for (int i = 0; i < m; i++) {
        int q = g->around[i];
        if (holds(s->own, q)) {
            Index block = block_at(s, q);
            int k = 0;
            while (k < n && near[k] != block)
                k++;
            if (k == n)
                near[n++] = block;
        }
    }
    return n;
}

/* For which blocks of NB(R) the small region R (``nb``, ``count`` of them) is healthy: every
 * needed point (every empty point, and under the suicide rules every point) is next to the
 * block.  A single point is healthy for every block beside it. */
static void judge(Graph *g, const Side *side, const Parts *small, int region, const Index *nb, int count,
                  uint8_t *healthy)
{
    int from = small->first[region], to = small->first[region + 1];
    const Run *one = &small->run[small->order[from]];
    for (int k = 0; k < count; k++)
        healthy[k] = 1;
    if (to - from == 1 && !(one->bits & (one->bits - 1)))
        return;
    Index *candidates = g->near, *around = g->near + g->max_near;
    int n = -1;
    for (int k = from; k < to; k++) {
        const Run *x = &small->run[small->order[k]];
        Row needed = side->suicide ? x->bits : x->bits & side->empty[x->row];
        for (; needed; needed &= needed - 1) {
            int p = POINT(x->row, lowest_bit(needed));
            if (n < 0) {
                n = blocks_next_to(g, side->shape, p, candidates);
            } else {
                int m = blocks_next_to(g, side->shape, p, around), kept = 0;
                for (int i = 0; i < n; i++)
                    for (int j = 0; j < m; j++)
                        if (candidates[i] == around[j]) {
                            candidates[kept++] = candidates[i];
                            break;
                        }
                n = kept;
            }
            if (n == 0) {
                for (int i = 0; i < count; i++)
                    healthy[i] = 0;
                return;
            }
        }
    }
    for (int k = 0; k < count && n >= 0; k++) {
        int i = 0;
        while (i < n && candidates[i] != nb[k])
            i++;
        healthy[k] = i < n;
    }
}

/* Benson's casting-out on the small regions: a round casts out the blocks with fewer than two
 * healthy regions still in play, then the regions next to them.  Each block's count of healthy
 * regions goes down as regions leave, and a round looks at the few small regions only; the
 * blocks with fewer than two to start with, most of them, all leave in the first round.
 * ``left`` (small regions) is working space. */
static void cast_out(Graph *g, Side *side, Index *left)
{
    int nsmall = side->small_count, nblocks = side->shape->blocks.count, *count = g->count, candidates = 0;
    const int *first = side->snb_first;
    const Index *nb = side->snb;
    const uint8_t *healthy = side->shealthy;
    memset(count, 0, (size_t)nblocks * sizeof(int));
    for (int k = 0; k < first[nsmall]; k++)
        count[nb[k]] += healthy[k];
    for (int b = 0; b < nblocks; b++) {
        side->block_left[b] = count[b] < 2;
        candidates += count[b] >= 2;
    }
    side->rounds = nblocks > candidates;
    if (!candidates)
        return;
    memset(left, 0, (size_t)nsmall * sizeof(Index));
    for (int round = 1, leaving = nblocks - candidates; leaving; round++) {
        leaving = 0;
        for (int region = 0; region < nsmall; region++) {
            if (left[region])
                continue;
            int gone = 0;
            for (int k = first[region]; k < first[region + 1] && !gone; k++)
                gone = side->block_left[nb[k]] == round;
            if (!gone)
                continue;
            left[region] = (Index)round;
            for (int k = first[region]; k < first[region + 1]; k++)
                if (healthy[k] && --count[nb[k]] == 1 && !side->block_left[nb[k]]) {
                    side->block_left[nb[k]] = (Index)(round + 1);
                    leaving++;
                }
        }
        if (leaving)
            side->rounds = round + 1;
    }
}

/* The side's working memory: the small regions' first points and neighbours, their health,
 * the blocks without a liberty and the round in which each block left. */
static void point_into(Side *side, char *space, int count, int pairs, int nblocks)
{
    side->small_count = count;
    side->small_point = (int *)(void *)space;
    space += ALIGNED((size_t)count * sizeof(int));
    side->snb_first = (int *)(void *)space;
    space += ALIGNED((size_t)(count + 1) * sizeof(int));
    side->snb = (Index *)(void *)space;
    space += ALIGNED((size_t)pairs * sizeof(Index));
    side->shealthy = (uint8_t *)space;
    space += ALIGNED((size_t)pairs);
    side->airless = (uint8_t *)space;
    space += ALIGNED((size_t)nblocks);
    side->block_left = (Index *)(void *)space;
}

static int lay_out(Side *side, int count, int pairs, int nblocks)
{
    side->space_size = ALIGNED((size_t)count * sizeof(int)) + ALIGNED((size_t)(count + 1) * sizeof(int)) +
                       ALIGNED((size_t)pairs * sizeof(Index)) + ALIGNED((size_t)pairs) + ALIGNED((size_t)nblocks) +
                       ALIGNED((size_t)nblocks * sizeof(Index));
    side->space = PyMem_Malloc(side->space_size);
    if (side->space == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    point_into(side, side->space, count, pairs, nblocks);
    return 0;
}

/* The blocks without a liberty: none of their stones is next to an empty point. */
static void find_airless(const Graph *g, Side *side)
{
    Row beside_empty[MAX_SIDE];
    const Parts *blocks = &side->shape->blocks;
    beside(g, side->empty, beside_empty);
    memset(side->airless, 1, (size_t)blocks->count);
    for (int i = 0; i < blocks->runs; i++)
        if (blocks->run[i].bits & beside_empty[blocks->run[i].row])
            side->airless[blocks->run[i].part] = 0;
}

/* The side keeps the small regions (``count``) of the working space: their first points, and
 * their neighbours and health from nb_first, nb and healthy. */
static int keep_small_regions(Graph *g, Side *side, int count, int nblocks)
{
    int pairs = g->nb_first[count];
    if (lay_out(side, count, pairs, nblocks) < 0)
        return -1;
    memcpy(side->small_point, g->small_point, (size_t)count * sizeof(int));
    memcpy(side->snb_first, g->nb_first, (size_t)(count + 1) * sizeof(int));
    memcpy(side->snb, g->nb, (size_t)pairs * sizeof(Index));
    memcpy(side->shealthy, g->healthy, (size_t)pairs);
    return 0;
}

/* The casting-out, then the safe blocks and their stones. */
static void find_safe(Graph *g, Side *side)
{
    const Parts *blocks = &side->shape->blocks;
    cast_out(g, side, g->stamp);
    side->safe = 0;
    for (int b = 0; b < blocks->count; b++)
        side->safe += !side->block_left[b];
    memset(side->safe_rows, 0, (size_t)g->rows * sizeof(Row));
    side->safe_stone_count = 0;
    if (!side->safe)
        return;
    for (int i = 0; i < blocks->runs; i++)
        if (!side->block_left[blocks->run[i].part]) {
            side->safe_rows[blocks->run[i].row] |= blocks->run[i].bits;
            side->safe_stone_count += blocks->run[i].end - blocks->run[i].start;
        }
}

/* Whether the small region ``i`` is pass-alive territory: still in play, and healthy for a block. */
static int is_territory(const Side *side, int i)
{
    int kept = 1, healthy = 0;
    for (int k = side->snb_first[i]; k < side->snb_first[i + 1]; k++) {
        kept &= !side->block_left[side->snb[k]];
        healthy |= side->shealthy[k];
    }
    return kept && healthy;
}

static int judge_side(Graph *g, Side *side)
{
    Shape *s = side->shape;
    int rows = g->rows, nblocks = s->blocks.count;
    Row other[MAX_SIDE] = {0}, small_points[MAX_SIDE] = {0}, near[MAX_SIDE], singles[MAX_SIDE], *reached = side->reached;
    for (int r = 0; r < rows; r++) {
        other[r] = g->on[r] & ~s->own[r];
        reached[r] = side->empty[r] & ~s->beside_own[r];
    }
    flood(g, other, reached);
    for (int r = 0; r < rows; r++)
        small_points[r] = other[r] & ~reached[r];
    /* Single points (most eyes) need no runs: their regions are what is left once they go. */
    beside(g, small_points, near);
    for (int r = 0; r < rows; r++) {
        singles[r] = small_points[r] & ~near[r];
        small_points[r] &= ~singles[r];
    }
    Parts several;
    find_parts(g, small_points, SMALL, &several);
    group_parts(g, &several, SMALL);
    /* The blocks next to each small region, once each, and its health for them. */
    int pairs = 0, count = 0, *nb_first = g->nb_first, *point = g->small_point;
    memset(g->stamp, 0, (size_t)nblocks * sizeof(Index));
    for (; count < several.count; count++) {
        nb_first[count] = pairs;
        for (int k = several.first[count]; k < several.first[count + 1]; k++) {
            const Run *x = &several.run[several.order[k]];
            blocks_beside(g, s, g->stamp, count + 1, x->row, x->bits, g->nb, &pairs);
        }
        judge(g, side, &several, count, g->nb + nb_first[count], pairs - nb_first[count], g->healthy + nb_first[count]);
        const Run *x = &several.run[several.order[several.first[count]]];
        point[count] = POINT(x->row, x->start);
    }
    const Parts *blocks = &s->blocks;
    for (int r = 0; r < rows; r++) {
        /* The block runs above, at and below each single point, met in order along the rows. */
        int above = r > 0 ? blocks->row_first[r - 1] : 0, above_end = r > 0 ? blocks->row_first[r] : 0;
        int at = blocks->row_first[r], at_end = blocks->row_first[r + 1];
        int below = r + 1 < rows ? blocks->row_first[r + 1] : 0, below_end = r + 1 < rows ? blocks->row_first[r + 2] : 0;
        for (Row left = singles[r]; left; left &= left - 1, count++) {
            int c = lowest_bit(left), mark = count + 1;
            Row bit = (Row)1 << c;
            nb_first[count] = pairs;
            while (above < above_end && blocks->run[above].end <= c)
                above++;
            if (above < above_end && (blocks->run[above].bits & bit))
                add_near(g->stamp, mark, blocks->run[above].part, g->nb, &pairs);
            while (at < at_end && blocks->run[at].end < c)
                at++;
            if (at < at_end && blocks->run[at].end == c)
                add_near(g->stamp, mark, blocks->run[at++].part, g->nb, &pairs);
            if (at < at_end && blocks->run[at].start == c + 1)
                add_near(g->stamp, mark, blocks->run[at].part, g->nb, &pairs);
            while (below < below_end && blocks->run[below].end <= c)
                below++;
            if (below < below_end && (blocks->run[below].bits & bit))
                add_near(g->stamp, mark, blocks->run[below].part, g->nb, &pairs);
            int p = POINT(r, c);
            if (holds(g->edge_ends, p))
                for (int k = g->beyond_first[p]; k < g->beyond_first[p + 1]; k++)
                    add_block(s, g->stamp, mark, g->beyond[k], g->nb, &pairs);
            for (int k = nb_first[count]; k < pairs; k++)
                g->healthy[k] = 1;
            point[count] = p;
        }
    }
    nb_first[count] = pairs;
    if (keep_small_regions(g, side, count, nblocks) < 0)
        return -1;
    find_airless(g, side);
    find_safe(g, side);
    memset(side->territory_rows, 0, sizeof side->territory_rows);
    if (!side->safe)
        return 0; /* no block stayed: no region is in play with a block it is healthy for */
    for (int i = 0; i < count; i++) {
        if (!is_territory(side, i))
            continue;
        if (i < several.count)
            for (int k = several.first[i]; k < several.first[i + 1]; k++)
                side->territory_rows[several.run[several.order[k]].row] |= several.run[several.order[k]].bits;
        else
            side->territory_rows[point[i] >> 6] |= (Row)1 << (point[i] & 63);
    }
    return 0;
}

/* A side of ``shape`` (whose holder it becomes) on the board with the empty points ``empty``,
 * not yet judged. */
/* Sides given back, kept to be made anew: an analysis is made for every node of a record, and a
 * Side is larger than the objects Python pools, so that taking its memory from the system and
 * giving it back cost a fair part of an analysis from the node before.  Only objects of
 * side_class, a class made in Python and so tracked by the garbage collector, are kept. */
#define SIDES_KEPT 8
static Side *kept_sides[SIDES_KEPT];
static int kept_rows[SIDES_KEPT]; /* the rows of its board: those of its rows that may not be zero */
static int kept_count;

/* A Side of side_class with every field zero, as tp_alloc makes it.  Of a kept one's rows, only
 * those of its board were ever written (with zeros past them, at most). */
static Side *take_side(void)
{
    if (kept_count == 0)
        return (Side *)side_class->tp_alloc(side_class, 0);
    Side *side = kept_sides[--kept_count];
    size_t written = (size_t)kept_rows[kept_count] * sizeof(Row);
    memset((char *)side + sizeof(PyObject), 0, offsetof(Side, empty) - sizeof(PyObject));
    memset(side->empty, 0, written);
    memset(side->reached, 0, written);
    memset(side->safe_rows, 0, written);
    memset(side->territory_rows, 0, written);
    memset(&side->small_count, 0, sizeof(Side) - offsetof(Side, small_count));
    PyObject_Init((PyObject *)side, side_class);
    PyObject_GC_Track(side);
    return side;
}

static void free_kept_sides(void)
{
    while (kept_count > 0)
        PyObject_GC_Del(kept_sides[--kept_count]);
}

static Side *new_side(Graph *g, Shape *shape, PyObject *colour, PyObject *rules, int suicide, const Row *empty)
{
    Side *side = take_side(); /* its pointers start NULL */
    if (side == NULL) {
        shape_release(shape);
        return NULL;
    }
    Py_INCREF(g);
    side->graph = g;
    side->shape = shape;
    Py_INCREF(colour);
    side->colour = colour;
    Py_INCREF(rules);
    side->rules = rules;
    side->suicide = suicide;
    memcpy(side->empty, empty, (size_t)g->rows * sizeof(Row));
    return side;
}

/* Whether ``before``'s verdict holds on the board with the empty points ``empty``, the colour's
 * stones being the same: the point filled when one empty point ``p`` was filled (by the other
 * colour) in a region that is not small and stays so -- ``p`` was no empty point without a
 * stone of the colour beside it, or an empty point beside it still is one -- or in a small
 * region, whose points stay the same, when under the suicide rules every point of it is needed,
 * filled or not, or when it is a single point, healthy for every block beside it, filled or not;
 * else -1.  Then the regions, their health and the casting-out are the same; only liberties can
 * differ. */
static int same_verdict(const Graph *g, const Side *before, const Row *empty)
{
    const Row *beside_own = before->shape->beside_own;
    int p = -1;
    for (int r = 0; r < g->rows; r++) {
        Row change = empty[r] ^ before->empty[r];
        if (!change)
            continue;
        if (p >= 0 || (change & (change - 1)) || (change & empty[r]))
            return -1;
        p = POINT(r, lowest_bit(change));
    }
    if (p < 0)
        return -1;
    int m = neighbours_of(g, p, g->around);
    if (!holds(before->reached, p)) {
        for (int i = 0; i < m && !before->suicide; i++)
            if (holds(g->on, g->around[i]) && !holds(before->shape->own, g->around[i]))
                return -1;
        return p;
    }
    if (holds(beside_own, p))
        return p;
    for (int i = 0; i < m; i++)
        if (holds(empty, g->around[i]) && !holds(beside_own, g->around[i]))
            return p;
    return -1;
}

/* Whether a stone of the run ``x`` is next to a point of ``empty``. */
static int run_breathes(const Graph *g, const Run *x, const Row *empty)
{
    Row near = ((x->bits << 1) | (x->bits >> 1)) & empty[x->row];
    if (x->row > 0)
        near |= x->bits & empty[x->row - 1];
    if (x->row + 1 < g->rows)
        near |= x->bits & empty[x->row + 1];
    for (Row ends = x->bits & g->edge_ends[x->row]; ends && !near; ends &= ends - 1) {
        int q = POINT(x->row, lowest_bit(ends));
        for (int k = g->beyond_first[q]; k < g->beyond_first[q + 1]; k++)
            near |= (Row)holds(empty, g->beyond[k]);
    }
    return near != 0;
}

/* Whether a stone of block ``b`` is next to a point of ``empty``. */
static int has_liberty(const Graph *g, const Shape *s, int b, const Row *empty)
{
    for (int k = s->blocks.first[b]; k < s->blocks.first[b + 1]; k++)
        if (run_breathes(g, &s->blocks.run[s->blocks.order[k]], empty))
            return 1;
    return 0;
}

/* ``before``'s verdict on the board with the empty points ``empty``, where the empty point ``p``
 * was filled (see same_verdict): the blocks next to ``p`` may have lost their last liberty. */
static Side *same_side(Graph *g, Side *before, const Row *empty, int p)
{
    before->shape->holders++;
    Side *side = new_side(g, before->shape, before->colour, before->rules, before->suicide, empty);
    if (side == NULL)
        return NULL;
    side->space = PyMem_Malloc(before->space_size);
    if (side->space == NULL) {
        Py_DECREF(side);
        return (Side *)PyErr_NoMemory();
    }
    side->space_size = before->space_size;
    memcpy(side->space, before->space, before->space_size);
    point_into(side, side->space, before->small_count, before->snb_first[before->small_count],
               side->shape->blocks.count);
    side->rounds = before->rounds;
    side->safe = before->safe;
    side->safe_stone_count = before->safe_stone_count;
    size_t row_bytes = (size_t)g->rows * sizeof(Row);
    memcpy(side->reached, before->reached, row_bytes);
    memcpy(side->safe_rows, before->safe_rows, row_bytes);
    memcpy(side->territory_rows, before->territory_rows, row_bytes);
    Shape *s = side->shape;
    if (holds(s->beside_own, p)) {
        if (group_blocks(g, s) < 0) {
            Py_DECREF(side);
            return NULL;
        }
        int n = blocks_next_to(g, s, p, g->near);
        for (int i = 0; i < n; i++)
            side->airless[g->near[i]] = (uint8_t)!has_liberty(g, s, g->near[i], empty);
    }
    return side;
}

/* -- one stone more: the colour's analysis from the one before ------------------------------ */

/* The point that the colour's stones ``own`` gained over ``before``'s when that is all that
 * changed (one stone on an empty point, nothing captured), else -1. */
static int stone_added(const Graph *g, const Side *before, const Row *own, const Row *empty)
{
    const Row *was = before->shape->own;
    int p = -1;
    for (int r = 0; r < g->rows; r++) {
        Row added = own[r] ^ was[r];
        if (added != (empty[r] ^ before->empty[r]))
            return -1;
        if (!added)
            continue;
        if (p >= 0 || (added & (added - 1)) || (added & was[r]))
            return -1;
        p = POINT(r, lowest_bit(added));
    }
    return p;
}

/* How many points the search of still_reached looks at before it gives up. */
#define NEAR_SEARCH 64

/* Whether each part of the points not of the colour next to its new stone ``p`` still holds an
 * empty point with no stone of the colour beside it (so no region becomes small), each such
 * point found within a few points of ``p``; 0 when not found so near. */
static int still_reached(const Graph *g, const Row *own, const Row *empty, const Row *beside_own, int p)
{
    Row seen[MAX_SIDE], done[MAX_SIDE]; /* looked at; in a part where such a point was found */
    int queue[NEAR_SEARCH], starts = neighbours_of(g, p, g->around), looked = 0;
    Index *start = g->near;
    for (int i = 0; i < starts; i++)
        start[i] = (Index)g->around[i];
    memset(seen, 0, (size_t)g->rows * sizeof(Row));
    memset(done, 0, (size_t)g->rows * sizeof(Row));
    for (int i = 0; i < starts; i++) {
        int head = 0, tail = 0, found = 0;
        if (!holds(g->on, start[i]) || holds(own, start[i]) || holds(seen, start[i]))
            continue; /* a stone, or in the part of a point already found */
        queue[tail++] = start[i];
        seen[start[i] >> 6] |= (Row)1 << (start[i] & 63);
        looked++;
        found = holds(empty, start[i]) && !holds(beside_own, start[i]);
        while (head < tail && !found) {
            int x = queue[head++];
            for (int j = 0, m = neighbours_of(g, x, g->around); j < m && !found; j++) {
                int y = g->around[j];
                if (!holds(g->on, y) || holds(own, y) || holds(seen, y)) {
                    found = holds(done, y);
                    continue;
                }
                if (looked++ == NEAR_SEARCH)
                    return 0;
                seen[y >> 6] |= (Row)1 << (y & 63);
                queue[tail++] = y;
                found = holds(empty, y) && !holds(beside_own, y);
            }
        }
        if (!found)
            return 0;
        for (int k = 0; k < tail; k++)
            done[queue[k] >> 6] |= (Row)1 << (queue[k] & 63);
    }
    return 1;
}

/* ``before``'s blocks with the stone ``p`` added, in the working space of the blocks: the
 * ``count`` blocks ``joined`` next to ``p`` become one with it, and every block keeps the number
 * find_parts gives it (reading order of first stones).  ``number`` gets each old block's new
 * number (``same_numbers`` tells when each keeps its own); the block holding ``p`` is returned.
 * The blocks numbered 0 to ``k`` - 1 start before ``p``: the joined block takes the number of
 * the first of those it joins, or, starting at ``p``, the number ``k``; the others move down past
 * the blocks joined into it, and up past it when it starts before them. */
static int blocks_with_stone(Graph *g, const Shape *before, const Row *own, int p, const Index *joined, int count,
                             Index *number, int *same_numbers, Parts *blocks)
{
    const Parts *old = &before->blocks;
    Run *run = g->run[BLOCKS];
    int *row_first = g->row_first[BLOCKS], r = p >> 6, fresh = old->count, k = 0;
    Index *sorted = g->near;
    for (int i = 0; i < count; i++) {
        int j = i;
        for (; j > 0 && sorted[j - 1] > joined[i]; j--)
            sorted[j] = sorted[j - 1];
        sorted[j] = joined[i];
    }
    int first = count ? sorted[0] : fresh;
    int at = old->row_first[r], old_end = old->row_first[r + 1], n = at;
    for (int i = 0; i < at || (i < old_end && old->run[i].start < (p & 63)); i++)
        if (old->run[i].part >= k)
            k = old->run[i].part + 1;
    /* Row r made again: its runs not touching p are its old runs. */
    memcpy(run, old->run, (size_t)at * sizeof(Run));
    memcpy(row_first, old->row_first, (size_t)(r + 1) * sizeof(int));
    for (Row left = own[r]; left; n++) {
        take_run(&left, r, &run[n]);
        if (run[n].bits >> (p & 63) & 1) {
            run[n].part = (Index)fresh;
        } else {
            while (old->run[at].start != run[n].start)
                at++;
            run[n].part = old->run[at].part;
        }
    }
    int shift = n - old_end;
    memcpy(run + n, old->run + old_end, (size_t)(old->runs - old_end) * sizeof(Run));
    for (int row = r + 1; row <= g->rows; row++)
        row_first[row] = old->row_first[row] + shift;
    /* Numbered in stretches between the joined blocks, each moved by as much. */
    int block = first < k ? first : k, gone = count - (first < k), b = 0, move = 0;
    if (first >= k)
        for (move = 1; b < k; b++)
            number[b] = (Index)b;
    for (int i = 0; i < count; i++) {
        for (; b < sorted[i]; b++)
            number[b] = (Index)(b + move);
        number[b++] = (Index)block;
        move -= sorted[i] != first || first >= k;
    }
    for (; b < fresh; b++)
        number[b] = (Index)(b + move);
    number[fresh] = (Index)block;
    /* Only the runs from row r on can change their numbers, and only row r's when none go. */
    *same_numbers = first < k && !gone;
    for (int i = old->row_first[r], end = *same_numbers ? n : old->runs + shift; i < end; i++)
        run[i].part = number[run[i].part];
    if (gone && first < k)
        for (int i = 0; i < old->row_first[r]; i++)
            run[i].part = number[run[i].part];
    blocks->runs = old->runs + shift;
    blocks->count = fresh + 1 - count;
    blocks->run = run;
    blocks->row_first = row_first;
    blocks->first = NULL;
    blocks->order = NULL;
    return block;
}

/* Whether the block ``block`` of ``s`` has a liberty in ``empty``, its runs looked for among all. */
static int block_breathes(const Graph *g, const Shape *s, int block, const Row *empty)
{
    for (int i = 0; i < s->blocks.runs; i++)
        if (s->blocks.run[i].part == block && run_breathes(g, &s->blocks.run[i], empty))
            return 1;
    return 0;
}

/* The colour's analysis from ``before``'s when its stones gained one stone and nothing else
 * changed (stone_added), into ``made``: 1 when made, 0 when it must be judged afresh, -1 on an
 * error.  When the stone's region stays reached around it (still_reached), the small regions
 * are the same points with the same health, but for the blocks the stone joins: a region is
 * healthy for the joined block when it was for one of them -- the stone is next to no small
 * region, so a region next to one of them only is next to the joined block through its stones
 * alone; one next to several and healthy for none is judged afresh.  The blocks that are not
 * joined keep their liberties (only the stone's point was filled).  The casting-out runs again. */
static int side_with_stone(Graph *g, Side *before, const Row *own, const Row *empty, PyObject *colour,
                           PyObject *rules, Side **made)
{
    int p = stone_added(g, before, own, empty), rows = g->rows;
    *made = NULL;
    if (p < 0 || !holds(before->reached, p))
        return 0;
    Shape *was = before->shape;
    Index *joined = g->near + g->max_near;
    int count = blocks_next_to(g, was, p, joined);
    for (int i = 0; i < before->small_count; i++) {
        int touching = 0, healthy = 0;
        for (int k = before->snb_first[i]; k < before->snb_first[i + 1]; k++)
            for (int j = 0; j < count; j++)
                if (before->snb[k] == joined[j]) {
                    touching++;
                    healthy |= before->shealthy[k];
                }
        if (touching > 1 && !healthy)
            return 0;
    }
    Row beside_own[MAX_SIDE];
    memcpy(beside_own, was->beside_own, (size_t)rows * sizeof(Row));
    for (int i = 0, m = neighbours_of(g, p, g->around); i < m; i++)
        beside_own[g->around[i] >> 6] |= ((Row)1 << (g->around[i] & 63)) & g->on[g->around[i] >> 6];
    if (!still_reached(g, own, empty, beside_own, p))
        return 0;
    Index *number = g->grouped;
    Parts blocks;
    int same_numbers, block = blocks_with_stone(g, was, own, p, joined, count, number, &same_numbers, &blocks);
    Shape *shape = shape_of(g, own, &blocks, beside_own);
    if (shape == NULL)
        return -1;
    Side *side = new_side(g, shape, colour, rules, before->suicide, empty);
    if (side == NULL)
        return -1;
    /* The small regions with their blocks renumbered, the joined block once. */
    int pairs = 0, nsmall = before->small_count;
    for (int i = 0; i < nsmall; i++) {
        int joined_at = -1;
        g->nb_first[i] = pairs;
        g->small_point[i] = before->small_point[i];
        for (int k = before->snb_first[i]; k < before->snb_first[i + 1]; k++) {
            Index b = number[before->snb[k]];
            if (b == block && joined_at >= 0) {
                g->healthy[joined_at] |= before->shealthy[k];
                continue;
            }
            if (b == block)
                joined_at = pairs;
            g->nb[pairs] = b;
            g->healthy[pairs++] = before->shealthy[k];
        }
    }
    g->nb_first[nsmall] = pairs;
    if (keep_small_regions(g, side, nsmall, blocks.count) < 0) {
        Py_DECREF(side);
        return -1;
    }
    if (same_numbers)
        memcpy(side->airless, before->airless, (size_t)blocks.count);
    else
        for (int b = 0; b < was->blocks.count; b++)
            side->airless[number[b]] = before->airless[b];
    int breathes = 0;
    for (int i = 0, m = neighbours_of(g, p, g->around); i < m && !breathes; i++)
        breathes = holds(empty, g->around[i]);
    side->airless[block] = !breathes && !block_breathes(g, shape, block, empty);
    memcpy(side->reached, before->reached, (size_t)rows * sizeof(Row));
    side->reached[p >> 6] &= ~((Row)1 << (p & 63));
    find_safe(g, side);
    /* Territory: the regions that came into it or left it, each found from its first point. */
    memcpy(side->territory_rows, before->territory_rows, (size_t)rows * sizeof(Row));
    for (int i = 0; (before->safe || side->safe) && i < nsmall; i++) {
        if (is_territory(before, i) == is_territory(side, i))
            continue;
        Row small_points[MAX_SIDE], region[MAX_SIDE] = {0};
        for (int r = 0; r < rows; r++)
            small_points[r] = g->on[r] & ~own[r] & ~side->reached[r];
        region[side->small_point[i] >> 6] = (Row)1 << (side->small_point[i] & 63);
        flood(g, small_points, region);
        for (int r = 0; r < rows; r++)
            side->territory_rows[r] ^= region[r];
    }
    *made = side;
    return 1;
}

/* One colour's analysis; ``before``, the same colour's analysis of another board of the same
 * graph and rules (or NULL), is the answer again when nothing changed, and shares its shape
 * (blocks, and all regions once made) when the colour's stones did not change, and its verdict
 * too when same_verdict says so; its ints of the safe stones and territory are kept when those
 * did not change. */
static Side *analyse_side(Graph *g, const Row *own, const Row *empty, PyObject *colour, PyObject *rules, int suicide,
                          Side *before)
{
    size_t row_bytes = (size_t)g->rows * sizeof(Row);
    Side *side;
    if (before != NULL && (before->graph != g || before->suicide != suicide))
        before = NULL;
    if (before != NULL && !memcmp(before->shape->own, own, row_bytes)) {
        if (!memcmp(before->empty, empty, row_bytes)) {
            Py_INCREF(before);
            return before;
        }
        int filled = same_verdict(g, before, empty);
        if (filled >= 0) {
            side = same_side(g, before, empty, filled);
        } else {
            before->shape->holders++;
            side = new_side(g, before->shape, colour, rules, suicide, empty);
            if (side != NULL && judge_side(g, side) < 0)
                Py_CLEAR(side);
        }
    } else {
        side = NULL;
        if (before != NULL && side_with_stone(g, before, own, empty, colour, rules, &side) < 0)
            return NULL;
        if (side == NULL) {
            Shape *shape = make_shape(g, own);
            if (shape == NULL)
                return NULL;
            side = new_side(g, shape, colour, rules, suicide, empty);
            if (side != NULL && judge_side(g, side) < 0)
                Py_CLEAR(side);
        }
    }
    if (side != NULL && before != NULL) {
        if (before->safe_stones != NULL && !memcmp(before->safe_rows, side->safe_rows, row_bytes)) {
            Py_INCREF(before->safe_stones);
            side->safe_stones = before->safe_stones;
        }
        if (before->territory != NULL && !memcmp(before->territory_rows, side->territory_rows, row_bytes)) {
            Py_INCREF(before->territory);
            side->territory = before->territory;
        }
    }
    return side;
}

/* What every region is for the side: small or not, healthy for which blocks of NB(R), and the
 * round it left in (the first in which a block next to it left). */
static int judge_regions(Graph *g, Side *side)
{
    if (side->regions_space != NULL)
        return 0;
    Shape *s = side->shape;
    if (find_regions(g, s) < 0)
        return -1;
    const Parts *regions = &s->regions;
    int nregions = regions->count, pairs = s->nb_first[nregions];
    char *space = PyMem_Calloc(ALIGNED((size_t)nregions) + ALIGNED((size_t)pairs) +
                               ALIGNED((size_t)nregions * sizeof(Index)), 1);
    if (space == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    side->regions_space = space;
    side->region_small = (uint8_t *)space;
    side->region_healthy = side->region_small + ALIGNED((size_t)nregions);
    side->region_left = (Index *)(void *)(side->region_healthy + ALIGNED((size_t)pairs));
    for (int region = 0; region < nregions; region++) {
        const Run *x = &regions->run[regions->order[regions->first[region]]];
        side->region_small[region] = regions->first[region + 1] - regions->first[region] == 1 &&
                                     !(x->bits & (x->bits - 1));
        int left = 0;
        for (int k = s->nb_first[region]; k < s->nb_first[region + 1]; k++) {
            int round = side->block_left[s->nb[k]];
            if (round && (!left || round < left))
                left = round;
        }
        side->region_left[region] = (Index)left;
    }
    /* A small region is a whole region: the one holding its first point. */
    Index *stamp = g->stamp;
    memset(stamp, 0, (size_t)s->blocks.count * sizeof(Index));
    for (int i = 0; i < side->small_count; i++) {
        int region = regions->run[run_at(regions, side->small_point[i])].part;
        side->region_small[region] = 1;
        for (int k = side->snb_first[i]; k < side->snb_first[i + 1]; k++)
            if (side->shealthy[k])
                stamp[side->snb[k]] = (Index)(i + 1);
        for (int k = s->nb_first[region]; k < s->nb_first[region + 1]; k++)
            side->region_healthy[k] = stamp[s->nb[k]] == i + 1;
    }
    return 0;
}

/* -- what a Side tells Python ----------------------------------------------------------------- */

static void Side_dealloc(Side *side)
{
    Py_XDECREF(side->safe_stones);
    Py_XDECREF(side->territory);
    Py_XDECREF(side->colour);
    Py_XDECREF(side->rules);
    Py_XDECREF(side->layout);
    Py_XDECREF(side->blocks);
    Py_XDECREF(side->regions);
    Py_XDECREF(side->steps);
    Py_XDECREF(side->around);
    Py_XDECREF(side->stones);
    PyMem_Free(side->space);
    PyMem_Free(side->regions_space);
    shape_release(side->shape);
    int rows = side->graph != NULL ? side->graph->rows : MAX_SIDE;
    Py_XDECREF(side->graph);
    PyTypeObject *type = Py_TYPE(side);
    if (type == side_class && kept_count < SIDES_KEPT && PyType_IS_GC(type) && !PyObject_GC_IsTracked((PyObject *)side)) {
        kept_rows[kept_count] = rows;
        kept_sides[kept_count++] = side; /* untracked by subtype_dealloc, which gives back its class's reference */
    }
    else {
        type->tp_free((PyObject *)side);
    }
}

/* The analysis's primary form: itself (analysis.py reads the quick facts of any form there). */
static PyObject *Side_primary(Side *side, void *closure)
{
    Py_INCREF(side);
    return (PyObject *)side;
}

static PyObject *Side_geometry(Side *side, void *closure)
{
    Py_INCREF(side->graph->geometry);
    return side->graph->geometry;
}

/* The points of part ``i`` of ``parts`` (grouped), within ``mask`` (NULL for all), added to ``w``. */
static void add_part(const Graph *g, Words *w, const Parts *parts, int i, const Row *mask)
{
    for (int k = parts->first[i]; k < parts->first[i + 1]; k++) {
        const Run *x = &parts->run[parts->order[k]];
        add_row(g, w, x->row, mask != NULL ? x->bits & mask[x->row] : x->bits);
    }
}

static PyObject *part_ints(const Graph *g, const Parts *parts)
{
    Words w;
    words_clear(&w);
    PyObject *masks = PyTuple_New(parts->count);
    for (int i = 0; masks != NULL && i < parts->count; i++) {
        add_part(g, &w, parts, i, NULL);
        PyObject *mask = take_int(&w);
        if (mask == NULL)
            Py_CLEAR(masks);
        else
            PyTuple_SET_ITEM(masks, i, mask);
    }
    return masks;
}

static PyObject *Side_block_masks(Side *side, void *closure)
{
    Shape *s = side->shape;
    if (s->block_masks == NULL && group_blocks(side->graph, s) == 0)
        s->block_masks = part_ints(side->graph, &s->blocks);
    Py_XINCREF(s->block_masks);
    return s->block_masks;
}

static PyObject *Side_region_masks(Side *side, void *closure)
{
    Shape *s = side->shape;
    if (s->region_masks == NULL && find_regions(side->graph, s) == 0)
        s->region_masks = part_ints(side->graph, &s->regions);
    Py_XINCREF(s->region_masks);
    return s->region_masks;
}

static PyObject *Side_safe_stones(Side *side, void *closure)
{
    if (side->safe_stones == NULL)
        side->safe_stones = rows_int(side->graph, side->safe_rows);
    Py_XINCREF(side->safe_stones);
    return side->safe_stones;
}

static PyObject *Side_territory(Side *side, void *closure)
{
    if (side->territory == NULL)
        side->territory = rows_int(side->graph, side->territory_rows);
    Py_XINCREF(side->territory);
    return side->territory;
}

static PyObject *Side_airless(Side *side, void *closure)
{
    Row stones[MAX_SIDE];
    const Parts *blocks = &side->shape->blocks;
    memset(stones, 0, sizeof stones);
    for (int i = 0; i < blocks->runs; i++)
        if (side->airless[blocks->run[i].part])
            stones[blocks->run[i].row] |= blocks->run[i].bits;
    return rows_int(side->graph, stones);
}

static PyObject *Side_safe_count(Side *side, void *closure)
{
    return PyLong_FromLong(side->safe);
}

static PyObject *Side_round_count(Side *side, void *closure)
{
    return PyLong_FromLong(side->rounds);
}

static PyObject *Side_block_count(Side *side, void *closure)
{
    return PyLong_FromLong(side->shape->blocks.count);
}

/* What a summary line says of the colour: its safe stones, safe blocks, blocks, rounds and
 * blocks without a liberty, in one call. */
/* The counts of summary_counts into ``counts``. */
static void summary_counts(const Side *side, long *counts)
{
    int blocks = side->shape->blocks.count, airless = 0;
    for (int b = 0; b < blocks; b++)
        airless += side->airless[b];
    counts[0] = side->safe_stone_count;
    counts[1] = side->safe;
    counts[2] = blocks;
    counts[3] = side->rounds;
    counts[4] = airless;
}

/* One colour's summary key: summary_counts, 12 bits a count (none passes 52 x 52 = 2704), the
 * first count highest. */
static uint64_t summary_key(const Side *side)
{
    long counts[5];
    summary_counts(side, counts);
    uint64_t key = 0;
    for (int i = 0; i < 5; i++)
        key = key << 12 | (uint64_t)counts[i];
    return key;
}

/* summary_counts as one int (summary_key): a key that is cheap to hash and compare, for the lines
 * made from the counts (analyze --format summary). */
static PyObject *Side_summary_key(Side *side, void *closure)
{
    return PyLong_FromUnsignedLongLong(summary_key(side));
}

static PyObject *Side_summary_counts(Side *side, void *closure)
{
    long counts[5];
    summary_counts(side, counts);
    PyObject *tuple = PyTuple_New(5);
    for (int i = 0; tuple != NULL && i < 5; i++) {
        PyObject *count = PyLong_FromLong(counts[i]);
        if (count == NULL)
            Py_CLEAR(tuple);
        else
            PyTuple_SET_ITEM(tuple, i, count);
    }
    return tuple;
}

static PyObject *Side_is_safe(Side *side, PyObject *arg)
{
    long block = PyLong_AsLong(arg);
    if (block == -1 && PyErr_Occurred())
        return NULL;
    if (block < 0 || block >= side->shape->blocks.count) {
        PyErr_SetString(PyExc_IndexError, "no such block");
        return NULL;
    }
    return PyBool_FromLong(!side->block_left[block]);
}

/* Everything about regions that the numbered and point-set forms read. */
static int ready_for_forms(Side *side)
{
    return group_blocks(side->graph, side->shape) < 0 || judge_regions(side->graph, side) < 0 ? -1 : 0;
}

/* The stones of the blocks of NB(R), or of those the region is healthy for. */
static void add_neighbour_blocks(const Side *side, Words *w, int region, int healthy_only)
{
    const Shape *s = side->shape;
    for (int k = s->nb_first[region]; k < s->nb_first[region + 1]; k++)
        if (!healthy_only || side->region_healthy[k])
            add_part(side->graph, w, &s->blocks, s->nb[k], NULL);
}

static int is_single(const Parts *parts, int i)
{
    const Run *x = &parts->run[parts->order[parts->first[i]]];
    return parts->first[i + 1] - parts->first[i] == 1 && !(x->bits & (x->bits - 1));
}

static PyObject *first_bit(const Graph *g, const Parts *parts, int i)
{
    const Run *x = &parts->run[parts->order[parts->first[i]]];
    return PyLong_FromLong(x->row * g->stride + x->start);
}

/* The area of ``region``: (mask, empties, touching, healthy, small), touching being NB(R) as
 * stones: those next to the region, or for a single point its whole blocks. */
static PyObject *area(Side *side, PyObject *mask, int region)
{
    const Shape *s = side->shape;
    const Graph *g = side->graph;
    const Parts *regions = &s->regions;
    Words w;
    words_clear(&w);
    add_part(g, &w, regions, region, side->empty);
    PyObject *empties = take_int(&w);
    if (is_single(regions, region)) {
        add_neighbour_blocks(side, &w, region, 0);
    } else {
        for (int k = regions->first[region]; k < regions->first[region + 1]; k++) {
            const Run *x = &regions->run[regions->order[k]];
            add_beside_run(g, &w, s->own, x->row, x->bits);
        }
    }
    PyObject *touching = take_int(&w);
    add_neighbour_blocks(side, &w, region, 1);
    PyObject *healthy = take_int(&w);
    if (empties == NULL || touching == NULL || healthy == NULL) {
        Py_XDECREF(empties);
        Py_XDECREF(touching);
        Py_XDECREF(healthy);
        return NULL;
    }
    return Py_BuildValue("(ONNNO)", mask, empties, touching, healthy, side->region_small[region] ? Py_True : Py_False);
}

/* Round ``round`` after the first: (the stones still alive, the regions still in play). */
static PyObject *round_after(Side *side, int round)
{
    const Shape *s = side->shape;
    int nregions = s->regions.count, kept = 0;
    Row alive[MAX_SIDE];
    memset(alive, 0, sizeof alive);
    for (int i = 0; i < s->blocks.runs; i++) {
        int left = side->block_left[s->blocks.run[i].part];
        if (!left || left > round)
            alive[s->blocks.run[i].row] |= s->blocks.run[i].bits;
    }
    for (int region = 0; region < nregions; region++)
        kept += !side->region_left[region] || side->region_left[region] > round;
    PyObject *indices = PyTuple_New(kept);
    kept = 0;
    for (int region = 0; indices != NULL && region < nregions; region++)
        if (!side->region_left[region] || side->region_left[region] > round) {
            PyObject *index = PyLong_FromLong(region);
            if (index == NULL)
                Py_CLEAR(indices);
            else
                PyTuple_SET_ITEM(indices, kept++, index);
        }
    PyObject *stones = indices != NULL ? (round == side->rounds ? Side_safe_stones(side, NULL)
                                                                : rows_int(side->graph, alive))
                                       : NULL;
    if (stones == NULL) {
        Py_XDECREF(indices);
        return NULL;
    }
    return Py_BuildValue("(NN)", stones, indices);
}

/* layout_parts(): (own, empty, blocks, areas, airless, rounds, territory) of the point-set
 * form, areas as (mask, empties, touching, healthy, small) and the rounds after the first as
 * (alive, regions). */
static PyObject *Side_layout_parts(Side *side, PyObject *unused)
{
    if (ready_for_forms(side) < 0)
        return NULL;
    const Shape *s = side->shape;
    PyObject *blocks = Side_block_masks(side, NULL), *masks = Side_region_masks(side, NULL);
    PyObject *areas = NULL, *rounds = NULL, *result = NULL;
    if (blocks == NULL || masks == NULL)
        goto done;
    areas = PyTuple_New(s->regions.count);
    for (int region = 0; areas != NULL && region < s->regions.count; region++) {
        PyObject *entry = area(side, PyTuple_GET_ITEM(masks, region), region);
        if (entry == NULL)
            Py_CLEAR(areas);
        else
            PyTuple_SET_ITEM(areas, region, entry);
    }
    rounds = PyTuple_New(side->rounds);
    for (int round = 1; rounds != NULL && round <= side->rounds; round++) {
        PyObject *entry = round_after(side, round);
        if (entry == NULL)
            Py_CLEAR(rounds);
        else
            PyTuple_SET_ITEM(rounds, round - 1, entry);
    }
    if (areas == NULL || rounds == NULL)
        goto done;
    PyObject *own = rows_int(side->graph, s->own), *empty = rows_int(side->graph, side->empty);
    PyObject *airless = Side_airless(side, NULL), *territory = Side_territory(side, NULL);
    if (own != NULL && empty != NULL && airless != NULL && territory != NULL) {
        result = Py_BuildValue("(NNOONON)", own, empty, blocks, areas, airless, rounds, territory);
    } else {
        Py_XDECREF(own);
        Py_XDECREF(empty);
        Py_XDECREF(airless);
        Py_XDECREF(territory);
    }
done:
    Py_XDECREF(blocks);
    Py_XDECREF(masks);
    Py_XDECREF(areas);
    Py_XDECREF(rounds);
    return result;
}

/* The indices of NB(R), or of the blocks the region is healthy for. */
static PyObject *index_tuple(const Side *side, int region, int healthy_only)
{
    const Shape *s = side->shape;
    int from = s->nb_first[region], to = s->nb_first[region + 1], n = 0;
    for (int k = from; k < to; k++)
        n += !healthy_only || side->region_healthy[k];
    PyObject *indices = PyTuple_New(n);
    n = 0;
    for (int k = from; indices != NULL && k < to; k++)
        if (!healthy_only || side->region_healthy[k]) {
            PyObject *index = PyLong_FromLong(s->nb[k]);
            if (index == NULL)
                Py_CLEAR(indices);
            else
                PyTuple_SET_ITEM(indices, n++, index);
        }
    return indices;
}

/* The numbered block ``b``: (mask, liberties, first bit). */
static PyObject *numbered_block(Side *side, PyObject *mask, int b)
{
    const Shape *s = side->shape;
    Words w;
    words_clear(&w);
    for (int k = s->blocks.first[b]; k < s->blocks.first[b + 1]; k++) {
        const Run *x = &s->blocks.run[s->blocks.order[k]];
        add_beside_run(side->graph, &w, side->empty, x->row, x->bits);
    }
    PyObject *liberties = take_int(&w), *first = first_bit(side->graph, &s->blocks, b);
    if (liberties == NULL || first == NULL) {
        Py_XDECREF(liberties);
        Py_XDECREF(first);
        return NULL;
    }
    return Py_BuildValue("(ONN)", mask, liberties, first);
}

/* The numbered region ``region``: (mask, empties, neighbours, healthy_for, small, first bit),
 * a single point's neighbours and healthy_for being one tuple. */
static PyObject *numbered_region(Side *side, PyObject *mask, int region)
{
    const Parts *regions = &side->shape->regions;
    Words w;
    words_clear(&w);
    add_part(side->graph, &w, regions, region, side->empty);
    PyObject *empties = take_int(&w), *neighbours = index_tuple(side, region, 0), *healthy = NULL;
    if (neighbours != NULL) {
        if (is_single(regions, region)) {
            Py_INCREF(neighbours);
            healthy = neighbours;
        } else {
            healthy = index_tuple(side, region, 1);
        }
    }
    PyObject *first = first_bit(side->graph, regions, region);
    if (empties == NULL || neighbours == NULL || healthy == NULL || first == NULL) {
        Py_XDECREF(empties);
        Py_XDECREF(neighbours);
        Py_XDECREF(healthy);
        Py_XDECREF(first);
        return NULL;
    }
    return Py_BuildValue("(ONNNON)", mask, empties, neighbours, healthy,
                         side->region_small[region] ? Py_True : Py_False, first);
}

/* numbered_parts(): (blocks, regions) of the numbered form, as numbered_block and
 * numbered_region make them. */
static PyObject *Side_numbered_parts(Side *side, PyObject *unused)
{
    if (ready_for_forms(side) < 0)
        return NULL;
    const Shape *s = side->shape;
    PyObject *masks = Side_block_masks(side, NULL), *region_masks = Side_region_masks(side, NULL);
    PyObject *blocks = NULL, *regions = NULL, *result = NULL;
    if (masks == NULL || region_masks == NULL)
        goto done;
    blocks = PyTuple_New(s->blocks.count);
    for (int b = 0; blocks != NULL && b < s->blocks.count; b++) {
        PyObject *entry = numbered_block(side, PyTuple_GET_ITEM(masks, b), b);
        if (entry == NULL)
            Py_CLEAR(blocks);
        else
            PyTuple_SET_ITEM(blocks, b, entry);
    }
    regions = PyTuple_New(s->regions.count);
    for (int region = 0; regions != NULL && region < s->regions.count; region++) {
        PyObject *entry = numbered_region(side, PyTuple_GET_ITEM(region_masks, region), region);
        if (entry == NULL)
            Py_CLEAR(regions);
        else
            PyTuple_SET_ITEM(regions, region, entry);
    }
    if (blocks != NULL && regions != NULL)
        result = PyTuple_Pack(2, blocks, regions);
done:
    Py_XDECREF(masks);
    Py_XDECREF(region_masks);
    Py_XDECREF(blocks);
    Py_XDECREF(regions);
    return result;
}

static PyMemberDef Side_members[] = {
    {"colour", T_OBJECT, offsetof(Side, colour), READONLY, "The colour analysed."},
    {"rules", T_OBJECT, offsetof(Side, rules), READONLY, "The rules it is analysed under."},
    {"_layout", T_OBJECT, offsetof(Side, layout), 0, "The point-set form, once made."},
    {"_blocks", T_OBJECT, offsetof(Side, blocks), 0, "The numbered blocks, once made."},
    {"_regions", T_OBJECT, offsetof(Side, regions), 0, "The numbered regions, once made."},
    {"_steps", T_OBJECT, offsetof(Side, steps), 0, "The steps with their reasons, once made."},
    {"_around", T_OBJECT, offsetof(Side, around), 0, "The neighbours of each block, once made."},
    {NULL},
};

static PyGetSetDef Side_getset[] = {
    {"_primary", (getter)Side_primary, NULL, "The primary form: the analysis itself.", NULL},
    {"geometry", (getter)Side_geometry, NULL, "The board's geometry.", NULL},
    {"block_masks", (getter)Side_block_masks, NULL, "The blocks' stones, in reading order of their first points.", NULL},
    {"region_masks", (getter)Side_region_masks, NULL, "The enclosed regions' points, in reading order.", NULL},
    {"safe_stones", (getter)Side_safe_stones, NULL, "The stones of the unconditionally alive blocks.", NULL},
    {"territory", (getter)Side_territory, NULL, "Pass-alive territory.", NULL},
    {"airless", (getter)Side_airless, NULL, "The stones of blocks without a liberty.", NULL},
    {"safe_count", (getter)Side_safe_count, NULL, "How many blocks are safe.", NULL},
    {"round_count", (getter)Side_round_count, NULL, "Rounds of casting-out that removed something.", NULL},
    {"block_count", (getter)Side_block_count, NULL, "How many blocks the colour has.", NULL},
    {"summary_counts", (getter)Side_summary_counts, NULL,
     "(safe stones, safe blocks, blocks, rounds, blocks without a liberty).", NULL},
    {"summary_key", (getter)Side_summary_key, NULL, "summary_counts as one int, equal where they are.", NULL},
    {NULL},
};

static PyMethodDef Side_methods[] = {
    {"is_safe", (PyCFunction)Side_is_safe, METH_O, "Whether block i is safe."},
    {"layout_parts", (PyCFunction)Side_layout_parts, METH_NOARGS, "The fields of the point-set form."},
    {"numbered_parts", (PyCFunction)Side_numbered_parts, METH_NOARGS, "The numbered blocks' and regions' fields."},
    {NULL},
};

static PyTypeObject SideType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "gobenson_gui.core._benson.Side",
    .tp_doc = PyDoc_STR("One colour's analysis, made by analysis() or analyse_side()."),
    .tp_basicsize = sizeof(Side),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_dealloc = (destructor)Side_dealloc,
    .tp_members = Side_members,
    .tp_getset = Side_getset,
    .tp_methods = Side_methods,
};

/* -- a move ---------------------------------------------------------------------------------- */

static int any_row(const Row *a, const Row *b, int rows)
{
    for (int r = 0; r < rows; r++)
        if (a[r] & b[r])
            return 1;
    return 0;
}

/* Whether the block ``block`` has a liberty in ``empty``. */
static int breathes(const Graph *g, const Row *block, const Row *empty)
{
    Row next[MAX_SIDE];
    beside(g, block, next);
    return any_row(next, empty, g->rows);
}

/* A stone of ``own`` put on the empty point ``stone`` and the blocks of ``other`` it leaves
 * without a liberty captured (into ``captured``, taken off ``other``).  Returns 1 when the
 * stone's own block is then left without a liberty (that block in ``suicided``, still on
 * ``own``: the caller removes it or refuses the move), else 0. */
static int put_stone(Graph *g, Row *own, Row *other, const Row *stone, Row *captured, Row *suicided)
{
    Row empty[MAX_SIDE], touching[MAX_SIDE], block[MAX_SIDE];
    int rows = g->rows, took = 0;
    for (int r = 0; r < rows; r++) {
        own[r] |= stone[r];
        empty[r] = g->on[r] & ~(own[r] | other[r]);
        captured[r] = 0;
        suicided[r] = 0;
    }
    beside(g, stone, touching);
    for (int r = 0; r < rows; r++)
        touching[r] &= other[r];
    for (int r = 0; r < rows; r++) {
        while (touching[r]) {
            memset(block, 0, (size_t)rows * sizeof(Row));
            block[r] = touching[r] & -touching[r];
            flood(g, other, block);
            for (int i = 0; i < rows; i++)
                touching[i] &= ~block[i];
            if (!breathes(g, block, empty)) {
                for (int i = 0; i < rows; i++)
                    captured[i] |= block[i];
                took = 1;
            }
        }
    }
    if (took)
        for (int r = 0; r < rows; r++) {
            other[r] &= ~captured[r];
            empty[r] |= captured[r];
        }
    if (breathes(g, stone, empty))
        return 0;
    memcpy(suicided, stone, (size_t)rows * sizeof(Row));
    flood(g, own, suicided);
    if (breathes(g, suicided, empty)) {
        memset(suicided, 0, (size_t)rows * sizeof(Row));
        return 0;
    }
    return 1;
}

/* place(graph, own, other, point, suicide_allowed): rules.place compiled -- a stone of ``own``
 * put on the empty ``point`` (a set of one point), the blocks of ``other`` it leaves without a
 * liberty captured; (own, other, captured, suicided) after the move, or None for a suicide
 * that is not allowed. */
static PyObject *place_stone(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    Row own[MAX_SIDE], other[MAX_SIDE], stone[MAX_SIDE], captured[MAX_SIDE], suicided[MAX_SIDE];
    if (nargs != 5 || !Py_IS_TYPE(args[0], &GraphType)) {
        PyErr_SetString(PyExc_TypeError, "place(graph, own, other, point, suicide_allowed)");
        return NULL;
    }
    Graph *g = (Graph *)args[0];
    int suicide_allowed = PyObject_IsTrue(args[4]);
    if (suicide_allowed < 0 || read_set(g, args[1], own) < 0 || read_set(g, args[2], other) < 0 ||
        read_set(g, args[3], stone) < 0)
        return NULL;
    if (put_stone(g, own, other, stone, captured, suicided)) {
        if (!suicide_allowed)
            Py_RETURN_NONE;
        for (int r = 0; r < g->rows; r++)
            own[r] &= ~suicided[r];
    }
    PyObject *after = PyTuple_New(4);
    if (after == NULL)
        return NULL;
    int took = 0;
    for (int r = 0; r < g->rows; r++)
        took |= captured[r] != 0;
    const Row *parts[4] = {own, other, captured, suicided};
    for (int i = 0; i < 4; i++) {
        /* ``other`` unchanged is the very object given, which the next analysis reads no
         * more (see stones_of) */
        PyObject *item = i == 1 && !took ? Py_NewRef(args[2]) : rows_int(g, parts[i]);
        if (item == NULL) {
            Py_DECREF(after);
            return NULL;
        }
        PyTuple_SET_ITEM(after, i, item);
    }
    return after;
}

/* -- replaying a record ----------------------------------------------------------------------- */

static PyObject *properties_name;

/* The point a move's value names plainly -- two SGF letters of a point of the board -- as a
 * point id; PASS for ``[]``, and for ``[tt]`` on boards up to 19x19; NOT_PLAIN for anything
 * else (spaces, a point off the board), which the Python replay reads and, if need be, refuses. */
enum { PASS = -1, NOT_PLAIN = -2 };

static int sgf_letter(char c)
{
    if (c >= 'a' && c <= 'z')
        return c - 'a';
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 26;
    return -1;
}

static int plain_point(const Graph *g, PyObject *value)
{
    if (!PyBytes_Check(value))
        return NOT_PLAIN;
    Py_ssize_t length = PyBytes_GET_SIZE(value);
    const char *text = PyBytes_AS_STRING(value);
    if (length == 0)
        return PASS;
    if (length != 2)
        return NOT_PLAIN;
    if (text[0] == 't' && text[1] == 't' && g->columns <= 19 && g->rows <= 19)
        return PASS;
    int column = sgf_letter(text[0]), row = sgf_letter(text[1]);
    if (column < 0 || row < 0 || column >= g->columns || row >= g->rows || !(g->on[row] >> column & 1))
        return NOT_PLAIN;
    return POINT(row, column);
}

/* What a property's name is to the replay: 1 B, 2 W, BLOCKER one of AB, AW, AE and PL (setup or a
 * player to move, which the Python replay steps through), 0 any other. */
#define BLOCKER 3
static int name_kind(PyObject *name)
{
    if (!PyUnicode_Check(name) || PyUnicode_KIND(name) != PyUnicode_1BYTE_KIND)
        return 0;
    Py_ssize_t length = PyUnicode_GET_LENGTH(name);
    const Py_UCS1 *c = PyUnicode_1BYTE_DATA(name);
    if (length == 1)
        return c[0] == 'B' ? 1 : c[0] == 'W' ? 2 : 0;
    if (length == 2)
        return (c[0] == 'A' && (c[1] == 'B' || c[1] == 'W' || c[1] == 'E')) || (c[0] == 'P' && c[1] == 'L')
                   ? BLOCKER : 0;
    return 0;
}

/* The plain move of a node: 1 with its colour (0 black, 1 white) and point (or PASS), 0 for a
 * node without a move, NOT_PLAIN for a node the Python replay must step through (setup, PL, two
 * moves, a value not written plainly); -1 with an exception set.  The node's properties are
 * gone through once, which costs less than looking each of the six names up. */
static int plain_move(const Graph *g, PyObject *node, int *colour, int *point)
{
    PyObject *properties = PyObject_GetAttr(node, properties_name);
    if (properties == NULL)
        return -1;
    int found = 0;
    if (!PyDict_Check(properties)) {
        found = NOT_PLAIN;
        goto done;
    }
    PyObject *name, *values;
    Py_ssize_t at = 0;
    while (PyDict_Next(properties, &at, &name, &values)) {
        int kind = name_kind(name);
        if (kind == 0)
            continue;
        if (kind == BLOCKER || found || !PyList_Check(values) || PyList_GET_SIZE(values) < 1 ||
            (*point = plain_point(g, PyList_GET_ITEM(values, 0))) == NOT_PLAIN) {
            found = NOT_PLAIN;
            goto done;
        }
        *colour = kind - 1;
        found = 1;
    }
done:
    Py_DECREF(properties);
    return found;
}

/* The board after a move of ``colour`` (0 black, 1 white) on ``before``, of its type (the
 * replay's boards are Board named tuples): the mover's stones ``own`` made anew; the other
 * colour's the very object of ``before`` unless ``other`` changed (a capture), which lets the
 * analysis of the next node skip reading it (see stones_of). */
static PyObject *board_after(const Graph *g, PyObject *before, int colour, const Row *own, const Row *other,
                             int other_changed)
{
    PyTypeObject *kind = Py_TYPE(before);
    PyObject *mine = rows_int(g, own), *theirs = NULL;
    if (mine != NULL) {
        theirs = other_changed ? rows_int(g, other) : PyTuple_GET_ITEM(before, 2 - colour);
        if (!other_changed)
            Py_INCREF(theirs);
    }
    PyObject *board = theirs == NULL ? NULL : kind->tp_alloc(kind, 3);
    if (board == NULL) {
        Py_XDECREF(mine);
        Py_XDECREF(theirs);
        return NULL;
    }
    PyObject *geometry = PyTuple_GET_ITEM(before, 0);
    Py_INCREF(geometry);
    PyTuple_SET_ITEM(board, 0, geometry);
    PyTuple_SET_ITEM(board, 1 + colour, mine);
    PyTuple_SET_ITEM(board, 2 - colour, theirs);
    return board;
}

/* replay(graph, board, nodes, first): replay.step compiled for the plain nodes of a main line.
 * From ``board`` (a Board: geometry, black, white), the board after each of nodes[first:],
 * for as long as they are plain: no setup, no PL, at most one move, written plainly, on an
 * empty point (a suicide is applied, as a record's own rules allowed it).  Returns (boards,
 * mover, ko): the colour of the last move replayed (0 black, 1 white, -1 if none was) and the
 * point its opponent may not take back at once (a set of one point, or 0).  The caller steps through
 * the next node, which is not plain, and calls again after it. */
static PyObject *replay(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    Row stones[2][MAX_SIDE], stone[MAX_SIDE], captured[MAX_SIDE], suicided[MAX_SIDE], next[MAX_SIDE];
    Row ko[MAX_SIDE];
    if (nargs != 4 || !Py_IS_TYPE(args[0], &GraphType) || !PyTuple_Check(args[1]) || PyTuple_GET_SIZE(args[1]) != 3 ||
        !PyList_Check(args[2]) || !PyLong_Check(args[3])) {
        PyErr_SetString(PyExc_TypeError, "replay(graph, board, nodes, first)");
        return NULL;
    }
    Graph *g = (Graph *)args[0];
    PyObject *board = args[1], *nodes = args[2];
    Py_ssize_t first = PyLong_AsSsize_t(args[3]);
    int rows = g->rows, mover = -1;
    if (first < 0) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "replay: first is not negative");
        return NULL;
    }
    if (read_set(g, PyTuple_GET_ITEM(board, 1), stones[0]) < 0 || read_set(g, PyTuple_GET_ITEM(board, 2), stones[1]) < 0)
        return NULL;
    memset(ko, 0, sizeof ko);
    PyObject *boards = PyList_New(0);
    if (boards == NULL)
        return NULL;
    Py_INCREF(board);
    for (Py_ssize_t i = first; i < PyList_GET_SIZE(nodes); i++) {
        int colour = 0, point = PASS;
        int found = plain_move(g, PyList_GET_ITEM(nodes, i), &colour, &point);
        if (found < 0 && found != NOT_PLAIN)
            goto fail;
        if (found == NOT_PLAIN)
            break;
        if (found == 1) {
            Row *own = stones[colour], *other = stones[1 - colour];
            if (point != PASS && (holds(own, point) || holds(other, point)))
                break; /* a stone on a stone: the Python replay replaces it and says so */
            mover = colour;
            memset(ko, 0, sizeof ko);
            if (point != PASS) {
                memset(stone, 0, (size_t)rows * sizeof(Row));
                stone[point >> 6] = (Row)1 << (point & 63);
                if (put_stone(g, own, other, stone, captured, suicided))
                    for (int r = 0; r < rows; r++)
                        own[r] &= ~suicided[r];
                /* A simple ko: one stone captured, and the stone played alone with that point
                 * as its only liberty -- all its neighbours but the captured point the opponent's. */
                int taken = 0, alone = 1; /* none, one or more (2) stones captured */
                for (int r = 0; r < rows && taken < 2; r++)
                    if (captured[r])
                        taken += (captured[r] & (captured[r] - 1)) ? 2 : 1;
                if (taken == 1) {
                    beside(g, stone, next);
                    for (int r = 0; r < rows; r++)
                        alone &= (next[r] & ~other[r]) == captured[r];
                    if (alone)
                        memcpy(ko, captured, (size_t)rows * sizeof(Row));
                }
                Py_SETREF(board, board_after(g, board, colour, own, other, taken > 0));
                if (board == NULL)
                    goto fail;
            }
        }
        if (PyList_Append(boards, board) < 0)
            goto fail;
    }
    Py_DECREF(board);
    return Py_BuildValue("(NiN)", boards, mover, rows_int(g, ko));
fail:
    Py_XDECREF(board);
    Py_DECREF(boards);
    return NULL;
}

/* -- the module ------------------------------------------------------------------------------- */

static Side *earlier(PyObject *before)
{
    return before != NULL && PyObject_TypeCheck(before, &SideType) ? (Side *)before : NULL;
}

/* The rows of the stones ``value``: those of the analysis before where it was made from the
 * very same object, else read from the int. */
static int stones_of(Graph *g, PyObject *value, const Side *before, Row *rows)
{
    if (before != NULL && before->stones == value && before->graph == g) {
        memcpy(rows, before->shape->own, (size_t)g->rows * sizeof(Row));
        return 0;
    }
    return read_set(g, value, rows);
}

static void keep_stones(Side *side, PyObject *value)
{
    if (side->stones == NULL) {
        Py_INCREF(value);
        side->stones = value;
    }
}

/* What analysis() makes and calls, which analysis.py gives (configure): the Analysis named tuple,
 * and cores.graph, which makes a geometry's Graph once. */
static PyTypeObject *analysis_class;
static PyObject *graph_of;

/* The geometry of the last analysis and its graph: a record's nodes share one geometry. */
static PyObject *last_geometry, *last_graph;

static Graph *graph_for(PyObject *geometry)
{
    if (geometry != last_geometry) {
        PyObject *made = PyObject_CallOneArg(graph_of, geometry);
        if (made == NULL)
            return NULL;
        if (!Py_IS_TYPE(made, &GraphType)) {
            Py_DECREF(made);
            PyErr_SetString(PyExc_TypeError, "configure's graph_of made no Graph");
            return NULL;
        }
        Py_INCREF(geometry);
        Py_XSETREF(last_geometry, geometry);
        Py_XSETREF(last_graph, made);
    }
    return (Graph *)last_graph;
}

/* Whether the analysis ``previous`` is of a board of the same geometry as ``board`` under
 * ``rules``, so that its sides can be followed: 1 yes, 0 no, -1 an error raised. */
static int follows(PyObject *previous, PyObject *board, PyObject *rules)
{
    if (previous == Py_None)
        return 0;
    if (!PyTuple_Check(previous) || PyTuple_GET_SIZE(previous) != 4) {
        PyErr_SetString(PyExc_TypeError, "analysis(): previous is not an Analysis");
        return -1;
    }
    PyObject *before = PyTuple_GET_ITEM(previous, 0);
    if (PyTuple_GET_ITEM(previous, 1) != rules)
        return 0;
    if (!PyTuple_Check(before) || PyTuple_GET_SIZE(before) != 3) {
        PyErr_SetString(PyExc_TypeError, "analysis(): previous is not an Analysis");
        return -1;
    }
    PyObject *was = PyTuple_GET_ITEM(before, 0), *is = PyTuple_GET_ITEM(board, 0);
    return was == is ? 1 : PyObject_RichCompareBool(was, is, Py_EQ);
}

/* Whether ``previous``'s board holds the stones of ``board``: 1 yes, 0 no, -1 an error raised. */
static int same_stones(PyObject *previous, PyObject *board)
{
    PyObject *before = PyTuple_GET_ITEM(previous, 0);
    int black = PyObject_RichCompareBool(PyTuple_GET_ITEM(before, 1), PyTuple_GET_ITEM(board, 1), Py_EQ);
    if (black != 1)
        return black;
    return PyObject_RichCompareBool(PyTuple_GET_ITEM(before, 2), PyTuple_GET_ITEM(board, 2), Py_EQ);
}

/* Both colours' analyses of ``board`` (a Board of g's geometry) into ``*black_side`` and
 * ``*white_side``, each from the same colour's analysis ``before_*`` (or NULL) where that can be
 * followed (see analyse_side): the work of analysis() and of summary_keys(), 0 or -1 with an
 * error raised. */
static int analyse_board(Graph *g, PyObject *board, PyObject *rules, Side *before_black, Side *before_white,
                         Side **black_side, Side **white_side)
{
    Row black[MAX_SIDE], white[MAX_SIDE], empty[MAX_SIDE];
    PyObject *black_stones = PyTuple_GET_ITEM(board, 1), *white_stones = PyTuple_GET_ITEM(board, 2);
    int suicide = rules == suicide_rules;
    if (stones_of(g, black_stones, before_black, black) < 0 || stones_of(g, white_stones, before_white, white) < 0)
        return -1;
    for (int r = 0; r < g->rows; r++)
        empty[r] = g->on[r] & ~(black[r] | white[r]);
    Side *b = analyse_side(g, black, empty, black_colour, rules, suicide, before_black);
    if (b == NULL)
        return -1;
    Side *w = analyse_side(g, white, empty, white_colour, rules, suicide, before_white);
    if (w == NULL) {
        Py_DECREF(b);
        return -1;
    }
    keep_stones(b, black_stones);
    keep_stones(w, white_stones);
    *black_side = b;
    *white_side = w;
    return 0;
}

/* An Analysis of ``board`` under ``rules`` of the sides ``b`` and ``w``, whose references it
 * takes (they are released if it cannot be made). */
static PyObject *new_analysis(PyObject *board, PyObject *rules, Side *b, Side *w)
{
    PyObject *made = analysis_class->tp_alloc(analysis_class, 4);
    if (made == NULL) {
        Py_DECREF(b);
        Py_DECREF(w);
        return NULL;
    }
    PyTuple_SET_ITEM(made, 0, Py_NewRef(board));
    PyTuple_SET_ITEM(made, 1, Py_NewRef(rules));
    PyTuple_SET_ITEM(made, 2, (PyObject *)b);
    PyTuple_SET_ITEM(made, 3, (PyObject *)w);
    return made;
}

static int is_board(PyObject *board)
{
    return PyTuple_Check(board) && PyTuple_GET_SIZE(board) == 3;
}

/* analysis(board, rules, previous): both colours' analyses as an Analysis, each from the same
 * colour's analysis in ``previous`` (an Analysis or None) where that is of a board of the same
 * geometry under the same rules; ``previous`` itself where its board holds the same stones.
 * analysis.analyze's work for the compiled core, in C since an analysis from the node before
 * takes less time than the Python around it did. */
static PyObject *analysis(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 3 || analysis_class == NULL || !is_board(args[0])) {
        PyErr_SetString(PyExc_TypeError, "analysis(board, rules, previous), once configured");
        return NULL;
    }
    PyObject *board = args[0], *rules = args[1], *previous = args[2];
    int after = follows(previous, board, rules);
    if (after < 0)
        return NULL;
    if (after) {
        int same = same_stones(previous, board);
        if (same < 0)
            return NULL;
        if (same)
            return Py_NewRef(previous);
    }
    Graph *g = graph_for(PyTuple_GET_ITEM(board, 0));
    Side *b, *w;
    if (g == NULL || analyse_board(g, board, rules, after ? earlier(PyTuple_GET_ITEM(previous, 2)) : NULL,
                                   after ? earlier(PyTuple_GET_ITEM(previous, 3)) : NULL, &b, &w) < 0)
        return NULL;
    return new_analysis(board, rules, b, w);
}

/* summary_keys(boards, rules, previous): for each of ``boards``, analysed from the one before
 * it (the first from ``previous``, as analysis() follows it), black's and white's summary_key, in
 * two lists; and the last board's Analysis.  All that a record's summary needs, without an
 * Analysis for every node: making and dropping those had cost a third as much as the analyses
 * themselves. */
static PyObject *summary_keys(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 3 || analysis_class == NULL || !PyList_Check(args[0]) || PyList_GET_SIZE(args[0]) == 0) {
        PyErr_SetString(PyExc_TypeError, "summary_keys(boards, rules, previous), once configured, of a board at least");
        return NULL;
    }
    PyObject *rules = args[1], *previous = args[2];
    PyObject *boards = PyList_AsTuple(args[0]); /* held whatever the graph's maker does to the list */
    if (boards == NULL)
        return NULL;
    Py_ssize_t count = PyTuple_GET_SIZE(boards);
    for (Py_ssize_t i = 0; i < count; i++)
        if (!is_board(PyTuple_GET_ITEM(boards, i))) {
            PyErr_SetString(PyExc_TypeError, "summary_keys(): boards holds something else than a Board");
            Py_DECREF(boards);
            return NULL;
        }
    int after = follows(previous, PyTuple_GET_ITEM(boards, 0), rules);
    if (after < 0) {
        Py_DECREF(boards);
        return NULL;
    }
    Side *b = after ? earlier(PyTuple_GET_ITEM(previous, 2)) : NULL;
    Side *w = after ? earlier(PyTuple_GET_ITEM(previous, 3)) : NULL;
    Py_XINCREF(b);
    Py_XINCREF(w);
    PyObject *black_keys = PyList_New(count), *white_keys = PyList_New(count);
    if (black_keys == NULL || white_keys == NULL)
        goto fail;
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *board = PyTuple_GET_ITEM(boards, i);
        Graph *g = graph_for(PyTuple_GET_ITEM(board, 0));
        Side *next_b, *next_w;
        if (g == NULL || analyse_board(g, board, rules, b, w, &next_b, &next_w) < 0)
            goto fail;
        Py_XSETREF(b, next_b);
        Py_XSETREF(w, next_w);
        PyObject *black_key = PyLong_FromUnsignedLongLong(summary_key(b));
        PyObject *white_key = black_key == NULL ? NULL : PyLong_FromUnsignedLongLong(summary_key(w));
        if (white_key == NULL) {
            Py_XDECREF(black_key);
            goto fail;
        }
        PyList_SET_ITEM(black_keys, i, black_key);
        PyList_SET_ITEM(white_keys, i, white_key);
    }
    PyObject *last = new_analysis(PyTuple_GET_ITEM(boards, count - 1), rules, b, w);
    Py_DECREF(boards);
    if (last == NULL) {
        Py_DECREF(black_keys);
        Py_DECREF(white_keys);
        return NULL;
    }
    return Py_BuildValue("(NNN)", black_keys, white_keys, last);
fail:
    Py_DECREF(boards);
    Py_XDECREF(black_keys);
    Py_XDECREF(white_keys);
    Py_XDECREF(b);
    Py_XDECREF(w);
    return NULL;
}

/* analyse_side(graph, own, other, rules, colour): the analysis of ``colour``, whose stones are
 * ``own``. */
static PyObject *analyse_one(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    Row own[MAX_SIDE], other[MAX_SIDE], empty[MAX_SIDE];
    if (nargs != 5 || !Py_IS_TYPE(args[0], &GraphType) || black_colour == NULL) {
        PyErr_SetString(PyExc_TypeError, "analyse_side(graph, own, other, rules, colour), once configured");
        return NULL;
    }
    Graph *g = (Graph *)args[0];
    if (read_set(g, args[1], own) < 0 || read_set(g, args[2], other) < 0)
        return NULL;
    for (int r = 0; r < g->rows; r++)
        empty[r] = g->on[r] & ~(own[r] | other[r]);
    return (PyObject *)analyse_side(g, own, empty, args[4], args[3], args[3] == suicide_rules, NULL);
}

/* configure(side_class, analysis_class, black, white, suicide, graph_of): what analysis() makes (a
 * subclass of Side, and the Analysis named tuple), the Python objects of the colours and of the
 * rules that allow suicide, and the function that makes a geometry's Graph. */
static PyObject *configure(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 6 || !PyType_Check(args[0]) || !PyType_IsSubtype((PyTypeObject *)args[0], &SideType)
        || !PyType_Check(args[1]) || !PyType_IsSubtype((PyTypeObject *)args[1], &PyTuple_Type)
        || !PyCallable_Check(args[5])) {
        PyErr_SetString(PyExc_TypeError, "configure(side_class, analysis_class, black, white, suicide, graph_of)");
        return NULL;
    }
    free_kept_sides();
    Py_INCREF(args[0]);
    side_class = (PyTypeObject *)args[0];
    Py_INCREF(args[1]);
    Py_XSETREF(analysis_class, (PyTypeObject *)args[1]);
    Py_INCREF(args[2]);
    Py_XSETREF(black_colour, args[2]);
    Py_INCREF(args[3]);
    Py_XSETREF(white_colour, args[3]);
    Py_INCREF(args[4]);
    Py_XSETREF(suicide_rules, args[4]);
    Py_INCREF(args[5]);
    Py_XSETREF(graph_of, args[5]);
    Py_CLEAR(last_geometry);
    Py_CLEAR(last_graph);
    Py_RETURN_NONE;
}

static PyMethodDef module_methods[] = {
    {"analysis", (PyCFunction)(void (*)(void))analysis, METH_FASTCALL,
     "analysis(board, rules, previous): both colours' analyses, as analysis.analyze makes them."},
    {"analyse_side", (PyCFunction)(void (*)(void))analyse_one, METH_FASTCALL,
     "analyse_side(graph, own, other, rules, colour): one colour's analysis."},
    {"place", (PyCFunction)(void (*)(void))place_stone, METH_FASTCALL,
     "place(graph, own, other, point, suicide_allowed): a stone put down and the captures applied, as rules.place."},
    {"replay", (PyCFunction)(void (*)(void))replay, METH_FASTCALL,
     "replay(graph, board, nodes, first): the boards after the plain nodes of a main line, as replay.step."},
    {"summary_keys", (PyCFunction)(void (*)(void))summary_keys, METH_FASTCALL,
     "summary_keys(boards, rules, previous): each board's summary_key of each colour, and the last board's Analysis."},
    {"configure", (PyCFunction)(void (*)(void))configure, METH_FASTCALL,
     "configure(side_class, analysis_class, black, white, suicide, graph_of): what analysis() makes and calls."},
    {NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "gobenson_gui.core._benson",
    .m_doc = PyDoc_STR("Benson's analysis compiled: the answers of the pure core, faster."),
    .m_size = -1,
    .m_methods = module_methods,
};

PyMODINIT_FUNC PyInit__benson(void)
{
    if (PyType_Ready(&GraphType) < 0 || PyType_Ready(&SideType) < 0)
        return NULL;
    properties_name = PyUnicode_InternFromString("properties");
    if (properties_name == NULL)
        return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m == NULL)
        return NULL;
    Py_INCREF(&GraphType);
    if (PyModule_AddObject(m, "Graph", (PyObject *)&GraphType) < 0) {
        Py_DECREF(&GraphType);
        Py_DECREF(m);
        return NULL;
    }
    Py_INCREF(&SideType);
    if (PyModule_AddObject(m, "Side", (PyObject *)&SideType) < 0) {
        Py_DECREF(&SideType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
