#!/usr/bin/env bash
# measure.sh — how much real UIKit code type-checks, unmodified, against a Handheld package (issue 27).
#
# Usage:
#   OUT=/tmp/m-X CORPUS=/tmp/corpus-heldout3/files bash scripts/uikit-corpus/measure.sh UIKit <package-path>
#   The corpora are others' code and never enter this repository; docs/uikit-corpus/ lists their sources,
#   commits and the rule that picked them, so they can be fetched again.
#   optional: ORIGINAL_ONLY=1 ORIGINALS=<dir>   count only files whose <source>/<path> also exists in ORIGINALS
#   optional: SUBMODULES=third-party            count `import UIKit.UIImageView`-style lines as third-party
#                                               (stop 43's rule); by default they are Handheld-forced
#   optional: SIMULTANEOUS=1                    set aside only files with unresolved imports (no iteration)
#   optional: SWIFTC=<path to swiftc>
#
# Method
# - CORPUS holds one folder per source (app). All .swift files of a source (recursively) are type-checked
#   TOGETHER, unmodified, the way Xcode builds an app target:
#     swiftc -typecheck -wmo -swift-version 5 -parse-as-library -continue-building-after-errors
#            -I <pkg>/.build/debug/Modules -Xcc -fmodule-map-file=<pkg>/Sources/CSDL/module.modulemap
#            -Xcc <SDL include flags from pkg-config> -Xcc -ferror-limit=0 <files>
#   `-parse-as-library` is what Xcode passes, so `@main`/`@UIApplicationMain` pass. Swift's frontend has no
#   error limit; clang's is lifted with -ferror-limit=0. `-wmo` reports the same errors as per-file batch mode
#   (checked on held-out 3: identical figures) in a sixth of the time.
# - The first argument is the module `import UIKit` should mean. With UIKit the files are untouched; with any
#   other name (e.g. UIKitCompat) a copy has `import UIKit` replaced by `import <name>`.
# - Passes, as the earlier stops' script did (inferred: it reproduces their figures, see below): the files
#   that have an error are set aside with their errors, and the rest of the source is checked again, until a
#   pass is clean. So "compiles unmodified" means the file compiles together with the files that compile; a
#   file using a failing file's type fails too, with follow-on lines only. ("no such module" stops the
#   frontend before type checking and hides every other error, so a file with such an import is only
#   checked up to its imports.) SIMULTANEOUS=1 sets aside only unresolved imports.
#
# Counting
# - Each error is attributed to (file, line). A file "compiles unmodified" if it has no error line.
# - Each error LINE (distinct file:line) gets one class, tried in this order:
#   1. Linux-forced: the line's text uses `#selector`, `@objc`, `@IBOutlet`, `@IBAction`, `@IBDesignable`,
#      `@IBInspectable`, `UIStoryboard`, `instantiateViewController`, `UINib`, the `dynamic` modifier,
#      `NSPredicate(format:`, `objc_…`, `NSClassFromString`, `perform(#selector…` / `responds(to:` (NSObject
#      selector APIs); or `URLSession`/`URLRequest`/`HTTPURLResponse`/`URLResponse`/`URLCache` (in the line or
#      the message) in a file that does not import UIKit (swift-corelibs-foundation keeps them in
#      FoundationNetworking, which UIKit re-exports); or `import Darwin`; or NotificationCenter's selector form
#      `addObserver(self, selector: …)` (swift-corelibs-foundation has only the closure form); or the message
#      "value of type 'AnyObject' has no member" (`(x as AnyObject).cgRectValue` is Objective-C dispatch).
#   2. Third-party: `import X` of a module that is not UIKit, Foundation, a Swift toolchain module on Linux, nor
#      a module of the package's product named by the first argument (read from Package.swift: UIKit,
#      CoreGraphics, QuartzCore). Apple frameworks other than those (CoreData, AVFoundation, SwiftUI, Combine,
#      MapKit…) count as third-party too. Also lines using such a module's API: `.snp` (SnapKit), `.hero` / `hero.isEnabled`… (Hero), `.kf`
#      (Kingfisher), Spotify `SPT…`, and names only such frameworks declare (NSManagedObject…, AV…, @Published…).
#      `import UIKit.UIImageView` (valid on iOS; UIKit here is a Swift module, which has no submodules) is
#      Handheld-forced unless SUBMODULES=third-party. Also a line whose every message is "cannot find type 'X'
#      in scope" where no file of the corpus declares X and X has no Apple framework prefix (UI, NS, CG, CA…):
#      the app's own code that is not in its repository (added in stop 47, after reading held-out 6).
#   3. Follow-on (the line compiles once another file or line does):
#      - a message about a missing name the app declares in a file set aside in an EARLIER pass ("cannot
#        find type 'HomeViewController' in scope", "cannot find 'x' in scope", "cannot infer contextual base in
#        reference to member 'digit'", "'X' is not a member type of …"); "value of type 'T' has no member 'm'"
#        where such a file declares m and T is an app type or the type m is declared on;
#      - a class whose superclass was set aside: "'super' cannot be used…", "cannot find 'topAnchor'" inside
#        it, "value of type 'T' has no member …", override complaints;
#      - a line whose every message only says context was lost ("failed to produce diagnostic", "cannot infer
#        contextual base", "… requires a contextual type") takes the class of an error line inside the
#        expression it opens, of the error line whose bracket it sits in, or of the line declaring a property
#        it uses — so a button closure failing because of its `#selector` is Linux-forced;
#      - a call `T(…)` refused because T's initializers were dropped ("expected 'coder:'", "missing argument
#        for parameter 'coder'", "value of optional type 'T?'…"), when the errors in those initializers'
#        parameter lists are all follow-ons (or Linux-forced, third-party): it takes their class;
#      - a call refused only for its labels or overloads ("incorrect argument label in call (have 'request:', …)",
#        "no exact matches in call to instance method 'm'") when the source declares `func m(label…` with an
#        error in its parameter list (a type Linux or a third-party framework lacks): it takes that error's
#        class (added in stop 48 after reading held-out 7; held-out 3 to 6 do not change under it).
#      A line is a follow-on if any of its messages is one. (stop 43 instead counted: any file with an error, and
#      none of the last two rules.)
#   4. Handheld-forced: everything else.
# - Per 100 lines = error lines of the class * 100 / lines of the counted files (every line, blank or not).
#
# Output: stdout and $OUT/summary.txt; $OUT/errors.txt (every error line with its class, file:line, messages and
# source text); $OUT/handheld.txt (Handheld-forced lines grouped by message); $OUT/raw/<source>.log (compiler
# output of each pass).
set -euo pipefail

MODULE=${1:?usage: measure.sh UIKit <package-path>}
PKG=$(cd "${2:?usage: measure.sh UIKit <package-path>}" && pwd)
: "${CORPUS:?set CORPUS to a folder of source folders}"
: "${OUT:?set OUT to an output folder}"
SWIFTC=${SWIFTC:-swiftc}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

MODDIR=$PKG/.build/debug/Modules
[ -d "$MODDIR" ] || MODDIR=$PKG/.build/debug          # toolchains before 6.x put .swiftmodule files here
[ -e "$MODDIR/$MODULE.swiftmodule" ] || { echo "no $MODULE.swiftmodule in $MODDIR: build the package first" >&2; exit 1; }

FLAGS=(-typecheck -swift-version 5 -parse-as-library -continue-building-after-errors -diagnostic-style llvm -wmo
       -I "$MODDIR" -Xcc -ferror-limit=0)
[ -f "$PKG/Sources/CSDL/module.modulemap" ] && FLAGS+=(-Xcc "-fmodule-map-file=$PKG/Sources/CSDL/module.modulemap")
for f in $(pkg-config --cflags sdl2 SDL2_ttf SDL2_image 2>/dev/null); do FLAGS+=(-Xcc "$f"); done

rm -rf "$OUT"; mkdir -p "$OUT/raw" "$OUT/units"

# The modules the package's product provides: `.library(name: "UIKit", targets: ["UIKit", "CoreGraphics", …])`.
PROVIDED=$(python3 - "$PKG/Package.swift" "$MODULE" <<'EOF'
import re, sys
text, product = open(sys.argv[1]).read(), sys.argv[2]
m = re.search(r'\.library\(\s*name:\s*"%s"\s*,\s*targets:\s*\[([^\]]*)\]' % re.escape(product), text)
print(" ".join(re.findall(r'"([^"]+)"', m.group(1))) if m else product)
EOF
)
echo "$PROVIDED" > "$OUT/provided-modules.txt"

for src in "$CORPUS"/*/; do
  name=$(basename "$src")
  unit=$OUT/units/$name
  if [ "$MODULE" = UIKit ]; then
    ln -s "$(cd "$src" && pwd)" "$unit"
  else
    cp -r "$src" "$unit"
    find "$unit" -name '*.swift' -exec sed -i -E "s/^([[:space:]]*)import UIKit\$/\\1import $MODULE/" {} +
  fi
  mapfile -t files < <(cd "$unit/" && find . -name '*.swift' | sed 's|^\./||' | LC_ALL=C sort)
  : > "$OUT/raw/$name.log"; : > "$OUT/raw/$name.setaside"; : > "$OUT/raw/$name.passes"
  # Check the source; set aside the files that have an error, and check the rest again, until a pass is clean.
  pass=0
  while [ ${#files[@]} -gt 0 ]; do
    pass=$((pass + 1))
    (cd "$unit/" && "$SWIFTC" "${FLAGS[@]}" "${files[@]}" > "$OUT/raw/$name.pass.log" 2>&1) || true
    cat "$OUT/raw/$name.pass.log" >> "$OUT/raw/$name.log"
    mapfile -t bad < <(sed -nE 's/^(.*\.swift):[0-9]+:[0-9]+: error: .*/\1/p' "$OUT/raw/$name.pass.log" | LC_ALL=C sort -u)
    mapfile -t fatal < <(sed -nE 's/^(.*\.swift):[0-9]+:[0-9]+: error: no such module.*/\1/p' "$OUT/raw/$name.pass.log" \
                         | LC_ALL=C sort -u)
    [ ${#fatal[@]} -eq 0 ] || printf '%s\n' "${fatal[@]}" >> "$OUT/raw/$name.setaside"
    [ -z "${SIMULTANEOUS:-}" ] || bad=("${fatal[@]}")
    [ ${#bad[@]} -gt 0 ] || break
    printf "$pass\t%s\n" "${bad[@]}" >> "$OUT/raw/$name.passes"
    mapfile -t files < <(printf '%s\n' "${files[@]}" | grep -vxF -f <(printf '%s\n' "${bad[@]}") || true)
  done
  rm -f "$OUT/raw/$name.pass.log"
done

export MEASURE_MODULE=$MODULE
CLASSIFIER=$HERE/classify.py
python3 "$CLASSIFIER" "$OUT" "$PROVIDED" "$PKG" | tee "$OUT/summary.txt"
