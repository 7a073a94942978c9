#!/usr/bin/env python3
"""List the .swift files compiled by each native target of an Xcode project.

Usage: pbx.py <repo-root-dir> <path/to/project.pbxproj>
Prints: <target-name>\t<path relative to repo root> for every file in each target's
PBXSourcesBuildPhase, resolving group paths (sourceTree <group>, SOURCE_ROOT)."""
import itertools
import re, sys, os

def tokenize(s):
    i, n = 0, len(s)
    while i < n:
        c = s[i]
        if c.isspace(): i += 1; continue
        if s.startswith('/*', i): i = s.index('*/', i) + 2; continue
        if s.startswith('//', i): i = s.index('\n', i); continue
        if c in '{}();=,': yield c; i += 1; continue
        if c == '"':
            j = i + 1; out = []
            while s[j] != '"':
                if s[j] == '\\': out.append(s[j+1]); j += 2
                else: out.append(s[j]); j += 1
            yield ('S', ''.join(out)); i = j + 1; continue
        m = re.compile(r'[^\s{}();=,"]+').match(s, i)
        yield ('S', m.group(0)); i = m.end()

def parse(tokens):
    t = next(tokens)
    if t == '{':
        d = {}
        while True:
            k = next(tokens)
            if k == '}': return d
            assert next(tokens) == '='
            d[k[1]] = parse(tokens)
            assert next(tokens) == ';'
    if t == '(':
        l = []
        while True:
            # peek
            v = next(tokens)
            if v == ')': return l
            l.append(parse(iter_with(v, tokens)))
            sep = next(tokens)
            if sep == ')': return l
    return t[1]

def iter_with(first, rest):
    # Not a generator with `yield from rest`: one closes `rest` when it is collected, which ended the token
    # stream after a dictionary inside a list (a project's projectReferences). chain leaves `rest` open.
    return itertools.chain([first], rest)

def main():
    root, proj = sys.argv[1], sys.argv[2]
    s = open(proj, encoding='utf-8', errors='replace').read()
    s = s[s.index('{'):]
    top = parse(tokenize(s))
    objs = top['objects']
    projdir = os.path.dirname(os.path.dirname(proj))  # folder holding the .xcodeproj
    parent = {}
    for k, o in objs.items():
        for c in o.get('children', []) if isinstance(o, dict) else []:
            parent[c] = k
    def path_of(ref):
        o = objs[ref]; parts = []
        cur = ref
        while True:
            o = objs[cur]
            st = o.get('sourceTree', '<group>')
            p = o.get('path')
            if st == 'SOURCE_ROOT':
                if p: parts.append(p)
                break
            if st != '<group>':
                if p: parts.append(p)
                break
            if p: parts.append(p)
            if cur not in parent: break
            cur = parent[cur]
        return os.path.normpath(os.path.join(projdir, *reversed(parts)))
    for k, o in objs.items():
        if o.get('isa') != 'PBXNativeTarget': continue
        for ph in o.get('buildPhases', []):
            if objs[ph].get('isa') != 'PBXSourcesBuildPhase': continue
            for bf in objs[ph].get('files', []):
                fr = objs[bf].get('fileRef')
                if fr is None or fr not in objs: continue
                p = path_of(fr)
                print(f"{o.get('name')}\t{os.path.relpath(p, root)}")

main()
