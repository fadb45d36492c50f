#!/usr/bin/env bash
# Renders the committed raster icons from paydesk.svg. Run it after editing the SVG; the build
# itself never needs these tools (Debian: librsvg2-bin, imagemagick, icnsutils).
#   paydesk-<size>.png  hicolor sizes for Linux and the Qt resource
#   paydesk.ico         Windows (the executable's icon, IDI_ICON1)
#   paydesk.icns        macOS (the bundle icon)
set -euo pipefail
cd "$(dirname "$0")"

for size in 16 22 24 32 48 64 128 256 512; do
  rsvg-convert --width "$size" --height "$size" paydesk.svg --output "paydesk-$size.png"
done
# Only the sizes Windows uses; 256 is stored as PNG inside the .ico.
convert paydesk-16.png paydesk-24.png paydesk-32.png paydesk-48.png paydesk-64.png \
  paydesk-128.png paydesk-256.png -strip paydesk.ico
png2icns paydesk.icns paydesk-16.png paydesk-32.png paydesk-48.png paydesk-128.png \
  paydesk-256.png paydesk-512.png >/dev/null
