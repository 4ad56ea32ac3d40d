#!/usr/bin/env bash
# Writes the heading face's Basic Latin cut (packages/ui/src/theme/fonts/files/cinzel-basic-700.woff2) from
# the full latin file @fontsource/cinzel ships. Run it again after upgrading @fontsource/cinzel, or
# after changing the characters below, which must match the unicode-range in cinzel-basic-700.css.
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
/usr/bin/python3 -m fontTools.subset node_modules/@fontsource/cinzel/files/cinzel-latin-700-normal.woff2 \
  --unicodes="U+0020-007E,U+2013-2014,U+2018-2019,U+201C-201D,U+2026" \
  --layout-features='*' --flavor=woff2 \
  --output-file=packages/ui/src/theme/fonts/files/cinzel-basic-700.woff2
