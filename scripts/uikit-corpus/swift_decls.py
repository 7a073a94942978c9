"""Reading Swift source for the corpus classifier: comments and strings stripped, and the names a file
declares (types, members, bare functions), so an error naming one can be traced to the file that declares it."""
import re
from collections import defaultdict

def strip_code(text):
    """Text with comments removed and string literal contents blanked, so braces and keywords can be read."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            out.append('""')
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


TOKEN = re.compile(r"`?[A-Za-z_]\w*`?|[{}]|\S")
TYPE_KEYWORDS = {"class", "struct", "enum", "protocol", "actor", "extension"}
MEMBER_KEYWORDS = {"func", "var", "let", "typealias", "associatedtype", "case"}
NOT_A_NAME = {"func", "var", "let", "subscript", "init", "deinit", "static", "final", "override", "private",
              "public", "open", "internal", "fileprivate", "lazy", "weak", "unowned", "mutating", "convenience",
              "required", "dynamic", "indirect", "let", "inout", "some", "any", "in"}


def declarations(text):
    """Read a file's declarations and shape.

    Returns (decls, inherits, ctx_at, depth_at, decl_line, inits):
    - decls: (context, name, kind) for every non-local declaration; context is the enclosing or extended type
      (None at top level); declarations inside function or closure bodies are locals and left out;
    - inherits: {type: names in its inheritance clauses (declaration and extensions)};
    - ctx_at[line]: the innermost type or extension a line is in (None outside any);
    - depth_at[line]: bracket depth ((), [], {}) at the start of the line;
    - decl_line: {name: line of its first non-local declaration in this file};
    - inits: (type, first line, last line) of each initializer's parameter list."""
    code = strip_code(text)
    toks = [(m.group(0), code.count("\n", 0, m.start()) + 1) for m in TOKEN.finditer(code)]
    nlines = code.count("\n") + 2
    ctx_at, depth_at = [None] * (nlines + 1), [0] * (nlines + 1)
    decls, inherits, decl_line, inits = [], defaultdict(set), {}, []
    stack = []          # one entry per open brace: ("type", name, kind) or ("code", None, None)
    pending = None      # a type header waiting for its brace: [name, kind, inherited names or None]
    depth, line = 0, 1
    i = 0

    def enclosing():
        return next((f[1] for f in reversed(stack) if f[0] == "type"), None)

    while i < len(toks):
        t, ln = toks[i]
        while line < ln:
            line += 1
            depth_at[line], ctx_at[line] = depth, enclosing()
        nxt = toks[i + 1][0] if i + 1 < len(toks) else ""
        in_type_body = not stack or stack[-1][0] == "type"
        ctx = stack[-1][1] if stack else None
        ctx_kind = stack[-1][2] if stack else None
        if t in "([" and len(t) == 1:
            depth += 1
        elif t in ")]" and len(t) == 1:
            depth -= 1
        elif t == "{":
            depth += 1
            stack.append(("type", pending[0], pending[1]) if pending else ("code", None, None))
            pending = None
            if ctx_at[ln] is None:
                ctx_at[ln] = enclosing()
        elif t == "}":
            depth -= 1
            if stack:
                stack.pop()
        elif pending is not None and pending[2] is not None and re.match(r"[A-Za-z_]", t):
            if t not in ("where", "any", "some"):
                pending[2].add(t.strip("`"))
                inherits[pending[0]].add(t.strip("`"))
        elif pending is not None and t == ":":
            pending[2] = set()
        elif in_type_body and t in TYPE_KEYWORDS and nxt not in MEMBER_KEYWORDS and nxt not in NOT_A_NAME \
                and re.match(r"[A-Za-z_`]", nxt):
            j, name = i + 1, toks[i + 1][0]
            while j + 2 < len(toks) and toks[j + 1][0] == "." and re.match(r"[A-Za-z_]", toks[j + 2][0]):
                j += 2
                name = toks[j][0]
            name = name.strip("`")
            if t != "extension":
                decls.append((ctx, name, "type"))
            pending = [name, t, None]
            ctx_at[ln] = name
            i = j
        elif in_type_body and t == "init" and ctx is not None:
            j = i + 1
            while j < len(toks) and toks[j][0] in ("?", "!", "<") or (j < len(toks) and toks[j][0] != "(" and
                                                                       toks[j - 1][0] == "<"):
                j += 1
            if j < len(toks) and toks[j][0] == "(":
                level, k = 0, j
                while k < len(toks):
                    level += {"(": 1, ")": -1}.get(toks[k][0], 0)
                    if level == 0:
                        break
                    k += 1
                inits.append((ctx, ln, toks[min(k, len(toks) - 1)][1]))
        elif in_type_body and t in MEMBER_KEYWORDS and re.match(r"[A-Za-z_`]", nxt) and nxt not in NOT_A_NAME:
            if t != "case" or ctx_kind == "enum":
                kind = "type" if t in ("typealias", "associatedtype") else "member"
                decls.append((ctx, nxt.strip("`"), kind))
                decl_line.setdefault(nxt.strip("`"), ln)
                if t == "case":     # case a, b(Int), c
                    level, j = 0, i + 2
                    while j < len(toks) and toks[j][0] not in ("{", "}") and toks[j][0] not in MEMBER_KEYWORDS:
                        if toks[j][0] == "(":
                            level += 1
                        elif toks[j][0] == ")":
                            level -= 1
                        elif toks[j][0] == "," and level == 0 and j + 1 < len(toks):
                            decls.append((ctx, toks[j + 1][0].strip("`"), "member"))
                        j += 1
        i += 1
    while line < nlines:
        line += 1
        depth_at[line], ctx_at[line] = depth, enclosing()
    return decls, inherits, ctx_at, depth_at, decl_line, inits


def base_type(t):
    """'HomeView?' / 'UIKit.UIView' / 'Array<Foo>' / 'Foo.Type' → the type's own simple name."""
    t = re.sub(r"^(any|some) ", "", t.strip())
    t = re.sub(r"\.(Type|Protocol)$", "", t).rstrip("?!")
    t = re.sub(r"<.*>$", "", t)
    return t.split(".")[-1]
