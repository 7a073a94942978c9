#!/usr/bin/env python3
"""Classifier for measure.sh (read the rules at the top of measure.sh; this file implements them).

Usage: measure-classify.py <OUT> "<modules the package provides>"
Reads OUT/units/<source>/ (the checked files), OUT/raw/<source>.log (compiler output of every pass) and
OUT/raw/<source>.setaside (files set aside for an unresolved import). Writes OUT/errors.txt and
OUT/handheld.txt, prints the summary. Environment: ORIGINAL_ONLY, ORIGINALS, SUBMODULES, CORPUS."""
import os
import re
import subprocess
import sys
from collections import defaultdict

OUT, PROVIDED = sys.argv[1], set(sys.argv[2].split())
ORIGINAL_ONLY = os.environ.get("ORIGINAL_ONLY") == "1"
ORIGINALS = os.environ.get("ORIGINALS", "")
SUBMODULES_THIRD_PARTY = os.environ.get("SUBMODULES") == "third-party"

# Modules a Swift toolchain on Linux ships (besides the package's own): an import of one is never third-party.
TOOLCHAIN = {"Swift", "Foundation", "FoundationNetworking", "FoundationEssentials", "FoundationXML", "Dispatch",
             "Glibc", "Musl", "XCTest", "Testing", "Observation", "Synchronization", "RegexBuilder",
             "_Concurrency", "_StringProcessing", "Distributed"}

ERROR = re.compile(r"^(.+?\.swift):(\d+):(\d+): error: (.*)$")
LINUX_TEXT = re.compile(
    r"#selector|@objc\b|@IBOutlet|@IBAction|@IBDesignable|@IBInspectable|\bUIStoryboard\b"
    r"|instantiateViewController|\bUINib\b|NSPredicate\(format:|\bobjc_|NSClassFromString"
    r"|\bperform\(\s*(?:#selector|Selector\b|\w*[sS]elector)|responds\(to:"
    r"|(?:^|\s)dynamic\s+(?:var|func|let|override|public|private|fileprivate|internal|open|final|@)"
    # NotificationCenter's selector form: swift-corelibs-foundation has only `addObserver(forName:object:queue:using:)`.
    r"|\baddObserver\(\s*\w+\s*,\s*selector:")
# "value of type 'AnyObject' has no member": a member looked up on AnyObject at run time (`(x as AnyObject).cgRectValue`)
# is Objective-C message dispatch, which Swift on Linux does not have.
LINUX_MESSAGE = re.compile(r"Objective-C|#selector|@objc|declared in 'UI\w+' cannot be overridden from extension"
                           r"|value of type 'AnyObject' has no member")
NETWORKING = re.compile(r"\b(URLSession\w*|URLRequest|HTTPURLResponse|URLResponse|URLCache)\b")
THIRD_TEXT = re.compile(r"\.snp\b|\.kf\b|\.hero\b|(?<![\w.])hero\.(?:isEnabled|id|modalAnimationType|navigationAnimationType)\b|\bSPT[A-Z]\w*|@Published\b")
# Names only other frameworks declare (CoreData, AVFoundation, MapKit, CoreLocation, Photos, UserNotifications,
# Combine, SwiftUI), matched against the names a message quotes.
THIRD_NAMES = re.compile(
    r"^(NS(ManagedObject\w*|PersistentContainer|PersistentStore\w*|FetchRequest\w*|EntityDescription"
    r"|FetchedResultsController\w*|BatchDeleteRequest)|AV[A-Z]\w+|MK[A-Z]\w+|CL[A-Z][a-z]\w+|PH[A-Z]\w+"
    r"|UN[A-Z][a-z]\w+|AnyCancellable|PassthroughSubject|CurrentValueSubject|ObservableObject|UIHostingController)$")
# Prefixes of Apple frameworks' type names: a missing type with one of them may be Handheld's gap.
APPLE_PREFIX = re.compile(r"^(UI|NS|CG|CA|CF|CI|CL|MK|AV|PH|UN|WK|SK|SCN|GK|MTL|CK|HK|EK|CN|LA|SF|QL|PK|SB)[A-Z]")
CONTEXT_LOSS = re.compile(r"failed to produce diagnostic|cannot infer contextual base|without a contextual type"
                          r"|requires a contextual type|unable to infer (complex )?closure")
INIT_CASCADE = re.compile(r"expected 'coder:'|parameter 'coder'|extra arguments? at position|must be unwrapped"
                          r"|requires a contextual type")
# A call refused because the method it means was dropped: its declaration has an error of its own (a parameter
# of a type Linux or a third-party framework lacks), so only its overloads are left to match.
CALL_CASCADE = re.compile(r"incorrect argument labels? in call|no exact matches in call to (?:instance |static |class )?method"
                          r"|extra arguments? at position|missing arguments? for parameters?")
FUNC_DECL = re.compile(r"\bfunc\s+(\w+)\s*(?:<[^>]*>)?\s*\(")
NO_SUCH_MODULE = re.compile(r"no such module '([^']+)'")
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+(?:(?:class|struct|enum|protocol|func|var|let|typealias)\s+)?([\w.]+)",
                    re.M)


from swift_decls import strip_code, declarations, base_type  # noqa: E402


def main():
    units = os.path.join(OUT, "units")
    sources = sorted(os.listdir(units))
    rows, per_source = [], []
    totals = defaultdict(int)
    counted_files = []
    for src in sources:
        root = os.path.join(units, src)
        files = sorted(os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(root, followlinks=True)
                       for f in fs if f.endswith(".swift"))
        text = {f: open(os.path.join(root, f), encoding="utf-8", errors="replace").read() for f in files}
        lines = {f: text[f].splitlines() for f in files}
        imports = {f: {m.split(".")[0] for m in IMPORT.findall(text[f])} for f in files}
        setaside = {os.path.normpath(f) for f in open(os.path.join(OUT, "raw", src + ".setaside")).read().split("\n") if f}
        errors = defaultdict(list)     # (file, line) -> [messages]
        seen = set()
        for raw in open(os.path.join(OUT, "raw", src + ".log"), encoding="utf-8", errors="replace"):
            m = ERROR.match(raw.rstrip("\n"))
            if not m:
                if raw.startswith("error:"):
                    print(f"warning: {src}: error without a location: {raw.strip()}", file=sys.stderr)
                continue
            f, ln, msg = os.path.normpath(m.group(1)), int(m.group(2)), m.group(4)
            if f not in text:
                print(f"warning: {src}: error in a file outside the source: {raw.strip()}", file=sys.stderr)
                continue
            if (f, ln, msg) not in seen:
                seen.add((f, ln, msg))
                errors[(f, ln)].append(msg)
        # The pass in which each file failed and was set aside; a name declared in a file set aside in an
        # earlier pass was invisible when a later error was reported.
        pass_of = {}
        for row in open(os.path.join(OUT, "raw", src + ".passes")):
            p, _, f = row.rstrip("\n").partition("\t")
            pass_of.setdefault(os.path.normpath(f), int(p))
        never = 10 ** 9
        shape = {f: declarations(text[f]) for f in files}
        app_types, inherits = set(), defaultdict(set)
        for f in files:
            app_types |= {n for _, n, k in shape[f][0] if k == "type"}
            for k, v in shape[f][1].items():
                inherits[k] |= v
        gone_cache = {}

        def gone(f):
            """Declarations of the files set aside before f's errors were reported."""
            p = pass_of.get(f, never)
            if p not in gone_cache:
                gone_cache[p] = [d for g in files if pass_of.get(g, never) < p for d in shape[g][0]]
            return gone_cache[p]

        def ancestors(t):
            seen_t, todo = {t}, [t]
            while todo:
                for s in inherits.get(todo.pop(), ()):
                    if s not in seen_t:
                        seen_t.add(s)
                        todo.append(s)
            return seen_t

        def follow_on(f, ln, msg):
            decls = gone(f)
            names = {n for _, n, _ in decls}
            types = {n for _, n, k in decls if k == "type"}
            here = shape[f][2][ln] if ln < len(shape[f][2]) else None

            def lost_base(t):      # t inherits from a type that was set aside: it lost its inherited members
                return t is not None and bool((ancestors(t) - {t}) & types)

            m = re.search(r"cannot find type '([\w.]+)' in scope|'(\w+)' is not a member type of"
                          r"|no type named '(\w+)' in", msg)
            if m:
                return (m.group(1) or m.group(2) or m.group(3)).split(".")[-1] in types
            m = re.search(r"cannot find '(\w+)' in scope", msg)
            if m:
                return m.group(1) in names or lost_base(here)
            m = re.search(r"cannot infer contextual base in reference to member '(\w+)'"
                          r"|reference to member '(\w+)' cannot be resolved", msg)
            if m:
                return (m.group(1) or m.group(2)) in names
            m = re.search(r"(?:value of|type) (?:type )?'(.+)' has no member '(\w+)'", msg)
            if m:
                t, member = base_type(m.group(1)), m.group(2)
                ctxs = {c for c, n, _ in decls if n == member}
                if t in app_types and lost_base(t):
                    return True
                if not ctxs:
                    return False
                if t in app_types or ctxs & ancestors(t):
                    return True
                # A framework type missing a member the app adds to a framework type in a file set aside.
                return any(c and c not in app_types for c in ctxs)
            m = re.search(r"'super' cannot be used in class '(\w+)'", msg)
            if m:
                return lost_base(m.group(1))
            if re.search(r"superclass|override", msg):
                return lost_base(here)
            return False

        def absent_type(msg):
            """A type no file of the corpus declares and no Apple framework prefix names (`AppDataStore`): the
            app's own code that is not in its repository, which no UIKit can supply."""
            m = re.search(r"cannot find type '(\w+)' in scope", msg)
            return bool(m) and m.group(1) not in app_types and not APPLE_PREFIX.match(m.group(1))

        def classify(f, ln, msgs):
            src_line = lines[f][ln - 1] if 0 < ln <= len(lines[f]) else ""
            joined = " ".join(msgs)
            if LINUX_TEXT.search(src_line) or any(LINUX_MESSAGE.search(m) for m in msgs):
                return "linux"
            if not imports[f] & {"UIKit", os.environ.get("MEASURE_MODULE", "UIKit")} and (NETWORKING.search(src_line) or NETWORKING.search(joined)):
                return "linux"
            for m in msgs:
                mod = NO_SUCH_MODULE.search(m)
                if mod:
                    name = mod.group(1)
                    root_mod = name.split(".")[0]
                    if root_mod == "Darwin":
                        return "linux"
                    if root_mod in PROVIDED or root_mod in TOOLCHAIN or root_mod == "UIKit":
                        if "." in name and SUBMODULES_THIRD_PARTY:
                            return "third-party"
                        continue   # a module the package should provide: Handheld-forced unless another rule holds
                    return "third-party"
            if THIRD_TEXT.search(src_line):
                return "third-party"
            if any(THIRD_NAMES.match(q) for m in msgs for q in re.findall(r"'([\w.]+)'", m)):
                return "third-party"
            if any(follow_on(f, ln, m) for m in msgs):
                return "follow-on"
            if all(absent_type(m) for m in msgs):
                return "third-party"
            return "handheld"

        cls = {key: classify(key[0], key[1], msgs) for key, msgs in errors.items()}
        rank = {"linux": 0, "third-party": 1, "follow-on": 2}
        # A call `T(…)` refused because T's initializers are unusable ("expected 'coder:'", "missing argument
        # for parameter 'coder'", "value of optional type 'T?'"): an initializer whose parameter list has an
        # error is dropped, leaving only `init?(coder:)`. The line takes the class of those parameter lines.
        init_class = {}
        for g in files:
            for t, first, last in shape[g][5]:
                found = [cls[(g, k)] for k in range(first, last + 1) if (g, k) in cls]
                if found:
                    worst = "handheld" if "handheld" in found else sorted(found, key=rank.get)[0]
                    if init_class.get(t) != "handheld":
                        init_class[t] = worst
        for (f, ln), msgs in sorted(errors.items()):
            if cls[(f, ln)] != "handheld" or not all(INIT_CASCADE.search(m) for m in msgs):
                continue
            called = re.findall(r"\b([A-Z]\w*)\s*\(", lines[f][ln - 1] if ln <= len(lines[f]) else "")
            found = sorted((init_class[t] for t in called if init_class.get(t, "handheld") != "handheld"),
                           key=rank.get)
            if found:
                cls[(f, ln)] = found[0]

        # A call whose only complaint is its labels or overloads ("incorrect argument label in call (have
        # 'request:', expected 'error:')", "no exact matches in call to instance method 'interactor'") takes the
        # class of the error in the parameter list of a declaration `func NAME(LABEL…` of the source: that
        # declaration was dropped, so the call compiles once it does (added in stop 48, after reading held-out 7).
        func_spans = defaultdict(list)   # name -> [(first label, file, first line, last line)]
        for g in files:
            src_lines = lines[g]
            for i, line in enumerate(src_lines):
                code_line = strip_code(line)
                for fm in FUNC_DECL.finditer(code_line):
                    depth, k, rest = 0, i, code_line[fm.end() - 1:]
                    params = ""
                    while True:
                        for ch in rest:
                            depth += ch == "("
                            depth -= ch == ")"
                            params += ch
                            if depth == 0:
                                break
                        if depth == 0 or k + 1 >= len(src_lines) or k - i > 12:
                            break
                        k += 1
                        rest = strip_code(src_lines[k])
                    label = re.match(r"\(\s*(\w+)", params)
                    func_spans[fm.group(1)].append((label.group(1) if label else "", g, i + 1, k + 1))
        for (f, ln), msgs in sorted(errors.items()):
            if cls[(f, ln)] != "handheld" or not all(CALL_CASCADE.search(m) for m in msgs):
                continue
            code = strip_code(lines[f][ln - 1]) if ln <= len(lines[f]) else ""
            found = []
            for call in re.finditer(r"\b(\w+)\s*\(\s*(\w+)\s*:", code):
                for label, g, first, last in func_spans.get(call.group(1), ()):
                    if label == call.group(2) or label == "_":
                        found += [cls[(g, k)] for k in range(first, last + 1) if (g, k) in cls and (g, k) != (f, ln)]
            found = sorted((c for c in found if c in rank), key=rank.get)
            if found:
                cls[(f, ln)] = found[0]

        # A line whose only complaint is lost context ("failed to produce diagnostic", "cannot infer contextual
        # base") takes the class of an error inside the expression it opens, or of the error line whose open
        # bracket it sits in: it compiles once that line does.
        for (f, ln), msgs in sorted(errors.items()):
            if cls[(f, ln)] != "handheld" or not all(CONTEXT_LOSS.search(m) for m in msgs):
                continue
            depth = shape[f][3]
            if ln >= len(depth):
                continue
            found = []
            k = ln + 1
            while k < len(depth) and depth[k] > depth[ln]:
                found.append(cls.get((f, k)))
                k += 1
            low = depth[ln]
            for k in range(ln - 1, 0, -1):
                if depth[k] < low:
                    found.append(cls.get((f, k)))
                    low = depth[k]
                if low == 0:
                    break
            # ... or of the line declaring a property the line uses (`router.navigate(to: .login)` where the
            # declaration of `router` failed).
            used = set(re.findall(r"[A-Za-z_]\w*", strip_code(lines[f][ln - 1]) if ln <= len(lines[f]) else ""))
            for name in used:
                k = shape[f][4].get(name)
                if k is not None and k != ln:
                    found.append(cls.get((f, k)))
            found = sorted((c for c in found if c in rank), key=rank.get)
            if found:
                cls[(f, ln)] = found[0]

        def counted(f):
            return not ORIGINAL_ONLY or os.path.exists(os.path.join(ORIGINALS, src, f))

        src_tot = defaultdict(int)
        for f in files:
            if not counted(f):
                continue
            counted_files.append((src, f))
            src_tot["files"] += 1
            src_tot["lines"] += len(lines[f])
            classes = set()
            for (ef, ln), msgs in sorted(errors.items()):
                if ef != f:
                    continue
                c = cls[(ef, ln)]
                classes.add(c)
                src_tot[c] += 1
                rows.append((c, src, f, ln, msgs, lines[f][ln - 1].strip() if 0 < ln <= len(lines[f]) else "",
                             f in setaside))
            src_tot["clean"] += not classes
            src_tot["no-handheld"] += "handheld" not in classes
            src_tot["setaside"] += f in setaside
        per_source.append((src, src_tot))
        for k, v in src_tot.items():
            totals[k] += v

    classes = ["handheld", "linux", "third-party", "follow-on"]
    with open(os.path.join(OUT, "errors.txt"), "w") as out:
        for c, src, f, ln, msgs, code, aside in rows:
            out.write(f"{c}\t{src}/{f}:{ln}\t{' | '.join(msgs)}\t{code}{'  [file set aside]' if aside else ''}\n")
    groups = defaultdict(list)
    for c, src, f, ln, msgs, code, _ in rows:
        if c == "handheld":
            for m in msgs:
                groups[m].append(f"{src}/{f}:{ln}: {code}")
    with open(os.path.join(OUT, "handheld.txt"), "w") as out:
        for m, locs in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            out.write(f"{len(locs):4d}  {m}\n")
            for loc in locs:
                out.write(f"        {loc}\n")

    def pct(n, d):
        return f"{100.0 * n / d:.0f} %" if d else "-"

    def per100(n, d):
        return f"{100.0 * n / d:.2f}" if d else "-"

    try:
        head = subprocess.run(["git", "-C", sys.argv[3] if len(sys.argv) > 3 else ".", "log", "-1", "--format=%h"],
                              capture_output=True, text=True).stdout.strip()
    except OSError:
        head = ""
    n, ln = totals["files"], totals["lines"]
    print(f"corpus: {os.environ.get('CORPUS', '?')}  ({len(sources)} sources{', originals only' if ORIGINAL_ONLY else ''})")
    if head:
        print(f"package head: {head}")
    print(f"rules: {os.path.basename(__file__)}; `import UIKit.X` counted as "
          f"{'third-party' if SUBMODULES_THIRD_PARTY else 'Handheld-forced'}")
    print(f"files: {n}   lines: {ln}")
    print(f"files compiling unmodified: {totals['clean']} ({pct(totals['clean'], n)})")
    print(f"files with no Handheld-forced line: {totals['no-handheld']} ({pct(totals['no-handheld'], n)})")
    print("per 100 lines: " + ", ".join(
        f"{name} {per100(totals[c], ln)} ({totals[c]} lines)"
        for c, name in zip(classes, ["Handheld-forced", "Linux-forced", "third-party", "follow-on"])))
    print(f"files set aside for an unresolved import (unchecked beyond it): {totals['setaside']}")
    print()
    print(f"{'source':34s} {'files':>5s} {'lines':>6s} {'clean':>5s} {'noHH':>5s} "
          f"{'HH':>4s} {'linux':>5s} {'3rd':>4s} {'f-on':>4s}")
    for src, t in per_source:
        print(f"{src:34s} {t['files']:5d} {t['lines']:6d} {t['clean']:5d} {t['no-handheld']:5d} "
              f"{t['handheld']:4d} {t['linux']:5d} {t['third-party']:4d} {t['follow-on']:4d}")


main()
