/* SGF reading compiled, for the regular case only: a game that needs no repair.
 *
 * The lenient reader (reader.py) stays the reference: it reads every game, repairs faulty ones
 * and says what it repaired.  This module reads a game the same way, into the same nodes, but
 * gives up (returns None) the moment it meets anything that reader would repair or treat
 * specially: a property without values, a name twice in one node, a value outside a node,
 * properties after "(" without ";", an empty variation, a stray byte, a value or a record the
 * file ends inside.  The lenient reader then reads that game as it always does, so a faulty
 * file reads exactly as before and a regular one is read here, in one pass over its bytes with
 * an explicit stack of parents (no recursion however deep the variations nest).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>

/* The names of one or two capital letters (nearly all of them), made once: [0] the empty name,
 * [1 + a] one letter, [27 + 26 * a + b] two. */
#define SHORT_NAMES (1 + 26 + 26 * 26)
static PyObject *short_names[SHORT_NAMES];

static PyObject *str_properties, *str_children, *str_parent, *str_made_from_fields, *no_arguments;

/* Whitespace as a bytes pattern's \s reads it: space, \t, \n, \v, \f, \r. */
static inline int is_space(unsigned char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

static inline int is_letter(unsigned char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

/* A property's name as reader._property_name makes it: its small letters dropped. */
static PyObject *property_name(const unsigned char *name, Py_ssize_t length)
{
    Py_ssize_t capitals = 0;
    for (Py_ssize_t i = 0; i < length; i++)
        capitals += name[i] <= 'Z';
    if (capitals <= 2) {
        int slot = 0;
        for (Py_ssize_t i = 0; i < length; i++)
            if (name[i] <= 'Z')
                slot = slot ? 1 + 26 + 26 * (slot - 1) + (name[i] - 'A') : 1 + (name[i] - 'A');
        if (short_names[slot] == NULL) {
            char text[2];
            Py_ssize_t size = 0;
            for (Py_ssize_t i = 0; i < length; i++)
                if (name[i] <= 'Z')
                    text[size++] = (char)name[i];
            short_names[slot] = PyUnicode_FromStringAndSize(text, size);
            if (short_names[slot] == NULL)
                return NULL;
            PyUnicode_InternInPlace(&short_names[slot]);
        }
        Py_INCREF(short_names[slot]);
        return short_names[slot];
    }
    PyObject *made = PyUnicode_New(capitals, 127);
    if (made == NULL)
        return NULL;
    Py_UCS1 *text = PyUnicode_1BYTE_DATA(made);
    for (Py_ssize_t i = 0; i < length; i++)
        if (name[i] <= 'Z')
            *text++ = name[i];
    return made;
}

/* What a reading holds: the game's root, the node being read and its properties, and the
 * parents of the open variations (NULL for the None a game's first "(" stands on). */
typedef struct {
    PyObject *root, *node, *properties;
    PyObject **parents;
    Py_ssize_t depth, room;
    PyObject *nodes;      /* every node made, in file order */
    int from_fields;      /* the node type's made_from_fields */
} Reading;

static void reading_clear(Reading *r)
{
    Py_CLEAR(r->root);
    Py_CLEAR(r->node);
    Py_CLEAR(r->properties);
    Py_CLEAR(r->nodes);
    for (Py_ssize_t i = 0; i < r->depth; i++)
        Py_XDECREF(r->parents[i]);
    PyMem_Free(r->parents);
    r->parents = NULL;
    r->depth = 0;
}

static int push_parent(Reading *r)
{
    if (r->depth == r->room) {
        Py_ssize_t room = r->room ? 2 * r->room : 64;
        PyObject **grown = PyMem_Realloc(r->parents, (size_t)room * sizeof(PyObject *));
        if (grown == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        r->parents = grown;
        r->room = room;
    }
    Py_XINCREF(r->node);
    r->parents[r->depth++] = r->node;
    return 0;
}

/* A node of node_type with ``args``' properties, children and parent: node_type(*args), or, for a
 * class whose made_from_fields is true, made without calling its __init__ and given the three
 * fields as that __init__ gives them. */
static PyObject *made_node(const Reading *r, PyObject *node_type, PyObject *const *args)
{
    if (!r->from_fields)
        return PyObject_Vectorcall(node_type, args, 3, NULL);
    PyTypeObject *type = (PyTypeObject *)node_type;
    PyObject *made = type->tp_new(type, no_arguments, NULL);
    if (made != NULL && (PyObject_SetAttr(made, str_properties, args[0]) < 0
                         || PyObject_SetAttr(made, str_children, args[1]) < 0
                         || PyObject_SetAttr(made, str_parent, args[2]) < 0))
        Py_CLEAR(made);
    return made;
}

/* ";": a node made by node_type(properties, children, parent), appended to its parent's
 * children and to the nodes read.  1 done, 0 not the regular case, -1 an error raised. */
static int new_node(Reading *r, PyObject *node_type)
{
    if (r->node == NULL && r->root != NULL)
        return 0;
    PyObject *properties = PyDict_New();
    PyObject *children = PyList_New(0);
    PyObject *made = NULL;
    if (properties != NULL && children != NULL) {
        PyObject *args[3] = {properties, children, r->node ? r->node : Py_None};
        made = made_node(r, node_type, args);
    }
    Py_XDECREF(properties);
    Py_XDECREF(children);
    if (made == NULL || PyList_Append(r->nodes, made) < 0) {
        Py_XDECREF(made);
        return -1;
    }
    PyObject *own = PyObject_GetAttr(made, str_properties);
    if (own == NULL) {
        Py_DECREF(made);
        return -1;
    }
    if (!PyDict_Check(own)) {
        Py_DECREF(own);
        Py_DECREF(made);
        return 0;
    }
    if (r->node == NULL) {
        r->root = made;
        Py_INCREF(made);
    }
    else {
        PyObject *siblings = PyObject_GetAttr(r->node, str_children);
        if (siblings == NULL) {
            Py_DECREF(own);
            Py_DECREF(made);
            return -1;
        }
        int appended = PyList_Check(siblings) ? PyList_Append(siblings, made) : 1;
        Py_DECREF(siblings);
        if (appended != 0) {
            Py_DECREF(own);
            Py_DECREF(made);
            return appended < 0 ? -1 : 0;
        }
    }
    Py_XSETREF(r->node, made);
    Py_XSETREF(r->properties, own);
    return 1;
}

/* A property at data[*at], a letter: its name, then its values, each up to the first "]" that no
 * "\" escapes, kept raw.  1 done, 0 not the regular case, -1 an error raised. */
static int read_property(Reading *r, const unsigned char *data, Py_ssize_t size, Py_ssize_t *at)
{
    Py_ssize_t p = *at, name_start = p;
    while (p < size && is_letter(data[p]))
        p++;
    Py_ssize_t name_end = p;
    while (p < size && is_space(data[p]))
        p++;
    if (p == size || data[p] != '[')
        return 0;  /* a property without values */
    PyObject *values = PyList_New(0);
    if (values == NULL)
        return -1;
    while (p < size && data[p] == '[') {
        Py_ssize_t value_start = ++p;
        while (p < size && data[p] != ']')
            p += data[p] == '\\' ? 2 : 1;
        if (p >= size) {  /* the file ends inside the value */
            Py_DECREF(values);
            return 0;
        }
        PyObject *value = PyBytes_FromStringAndSize((const char *)data + value_start, p - value_start);
        if (value == NULL || PyList_Append(values, value) < 0) {
            Py_XDECREF(value);
            Py_DECREF(values);
            return -1;
        }
        Py_DECREF(value);
        p++;
        while (p < size && is_space(data[p]))
            p++;
    }
    /* A list of bytes is in no reference cycle, nor is a dict of such lists, so the garbage
     * collector is told not to follow them (it went through each some three times in its life,
     * for every node of a record).  A value put in the dict later tracks it again, as Python
     * does for any dict; the lists hold bytes only, as every SGF value is. */
    PyObject_GC_UnTrack(values);
    PyObject *name = property_name(data + name_start, name_end - name_start);
    int done = -1;
    if (name != NULL) {
        int known = PyDict_Contains(r->properties, name);
        if (known == 0) {
            done = PyDict_SetItem(r->properties, name, values) < 0 ? -1 : 1;
            PyObject_GC_UnTrack(r->properties); /* tracked again by the list set in it */
        }
        else
            done = known < 0 ? -1 : 0;  /* a name twice in one node */
        Py_DECREF(name);
    }
    Py_DECREF(values);
    *at = p;
    return done;
}

/* The game whose "(" is at start, read as far as the ")" that closes it.  1 done, 0 not the
 * regular case, -1 an error raised; *end just after that ")". */
static int read_tokens(Reading *r, const unsigned char *data, Py_ssize_t size, Py_ssize_t p, PyObject *node_type,
                       Py_ssize_t *end)
{
    int in_node = 0;
    for (;;) {
        while (p < size && is_space(data[p]))
            p++;
        if (p == size)
            return 0;  /* the record ends before its last ")" */
        unsigned char c = data[p];
        int done = 1;
        if (is_letter(c)) {
            if (!in_node)
                return 0;  /* a property outside a node, or after "(" without ";" */
            done = read_property(r, data, size, &p);
        }
        else if (c == ';') {
            done = new_node(r, node_type);
            in_node = 1;
            p++;
        }
        else if (c == '(') {
            if (push_parent(r) < 0)
                return -1;
            in_node = 0;
            p++;
            while (p < size && is_space(data[p]))
                p++;
            if (p == size || data[p] != ';')
                return 0;  /* "(" not followed by a node: an empty variation, properties without ";"... */
        }
        else if (c == ')') {
            if (r->depth == 0)
                return 0;
            PyObject *parent = r->parents[--r->depth];
            Py_XSETREF(r->node, parent);
            Py_CLEAR(r->properties);
            in_node = 0;
            p++;
            if (r->depth == 0) {
                *end = p;
                return 1;
            }
        }
        else
            return 0;  /* a value outside a property, or a stray byte */
        if (done != 1)
            return done;
    }
}

/* Whether the nodes of ``node_type`` may be made from their fields (see made_node): a class
 * whose made_from_fields is true.  -1 with an error raised. */
static int from_fields(PyObject *node_type)
{
    if (!PyType_Check(node_type))
        return 0;
    PyObject *flag = PyObject_GetAttr(node_type, str_made_from_fields);
    if (flag == NULL) {
        if (!PyErr_ExceptionMatches(PyExc_AttributeError))
            return -1;
        PyErr_Clear();
        return 0;
    }
    int is = PyObject_IsTrue(flag);
    Py_DECREF(flag);
    return is;
}

static PyObject *read_game(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "read_game(data, start, node_type) takes 3 arguments");
        return NULL;
    }
    Py_ssize_t start = PyLong_AsSsize_t(args[1]);
    if (start == -1 && PyErr_Occurred())
        return NULL;
    Py_buffer view;
    if (PyObject_GetBuffer(args[0], &view, PyBUF_SIMPLE) < 0)
        return NULL;
    PyObject *result = NULL;
    Reading r = {0};
    Py_ssize_t end = 0;
    int done = -1;
    r.nodes = PyList_New(0);
    if (r.nodes != NULL)
        done = from_fields(args[2]);
    if (done >= 0) {
        r.from_fields = done;
        done = start < 0 || start > view.len ? 0 : read_tokens(&r, view.buf, view.len, start, args[2], &end);
    }
    if (done == 1)
        result = Py_BuildValue("(OnO)", r.root, end, r.nodes);
    else if (done == 0)
        result = Py_NewRef(Py_None);
    reading_clear(&r);
    PyBuffer_Release(&view);
    return result;
}

/* Whether ``name`` is B or W, a move. */
static int is_move(PyObject *name)
{
    if (!PyUnicode_Check(name) || PyUnicode_GET_LENGTH(name) != 1)
        return 0;
    Py_UCS4 letter = PyUnicode_READ_CHAR(name, 0);
    return letter == 'B' || letter == 'W';
}

/* tree._needs_no_check of a node's ``properties``: every name in ``names``, and each move's
 * first value a key of ``plain``.  1 yes, 0 no, -1 an error raised. */
static int needs_no_check(PyObject *properties, PyObject *plain, PyObject *names)
{
    if (!PyDict_Check(properties))
        return 0;
    PyObject *name, *values;
    Py_ssize_t at = 0;
    while (PyDict_Next(properties, &at, &name, &values)) {
        int named = PySet_Contains(names, name);
        if (named <= 0)
            return named;
        if (is_move(name)) {
            if (!PyList_Check(values) || PyList_GET_SIZE(values) == 0)
                return 0;
            int known = PyDict_Contains(plain, PyList_GET_ITEM(values, 0));
            if (known <= 0)
                return known;
        }
    }
    return 1;
}

static PyObject *nodes_to_check(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 3 || !PyList_Check(args[0]) || !PyDict_Check(args[1]) || !PyAnySet_Check(args[2])) {
        PyErr_SetString(PyExc_TypeError, "nodes_to_check(nodes: list, plain: dict, names: set)");
        return NULL;
    }
    PyObject *nodes = args[0], *found = PyList_New(0);
    for (Py_ssize_t i = 0; found != NULL && i < PyList_GET_SIZE(nodes); i++) {
        PyObject *properties = PyObject_GetAttr(PyList_GET_ITEM(nodes, i), str_properties);
        int no_check = properties == NULL ? -1 : needs_no_check(properties, args[1], args[2]);
        Py_XDECREF(properties);
        if (no_check < 0) {
            Py_CLEAR(found);
        }
        else if (!no_check) {
            PyObject *index = PyLong_FromSsize_t(i);
            if (index == NULL || PyList_Append(found, index) < 0)
                Py_CLEAR(found);
            Py_XDECREF(index);
        }
    }
    return found;
}

static PyMethodDef module_methods[] = {
    {"read_game", (PyCFunction)(void (*)(void))read_game, METH_FASTCALL,
     "read_game(data, start, node_type): (root, end, nodes in file order) of the game whose '(' "
     "is at start, as reader.read_game reads it, or None where that reader would repair something."},
    {"nodes_to_check", (PyCFunction)(void (*)(void))nodes_to_check, METH_FASTCALL,
     "nodes_to_check(nodes, plain, names): the indices of the nodes whose points a record's check "
     "must read, as tree._needs_no_check tells them."},
    {NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "gobenson_gui.core.sgf._reading",
    .m_doc = PyDoc_STR("SGF reading compiled: the lenient reader's trees for games that need no repair."),
    .m_size = -1,
    .m_methods = module_methods,
};

PyMODINIT_FUNC PyInit__reading(void)
{
    str_properties = PyUnicode_InternFromString("properties");
    str_children = PyUnicode_InternFromString("children");
    str_parent = PyUnicode_InternFromString("parent");
    str_made_from_fields = PyUnicode_InternFromString("made_from_fields");
    no_arguments = PyTuple_New(0);
    if (str_properties == NULL || str_children == NULL || str_parent == NULL || str_made_from_fields == NULL
        || no_arguments == NULL)
        return NULL;
    return PyModule_Create(&module);
}
