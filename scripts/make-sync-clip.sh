#!/usr/bin/env bash
# Makes the sync test clip of `/sync` and its script (committed in apps/web/public/sync/):
#   sync-test.webm        12 s, 480×270, 30 fps, VP9 + Opus, loops seamlessly
#   sync-test.funscript   the matching strokes
# 120 BPM: a beat every 500 ms. On each beat the bar is at the bottom (script 0), the box on the right
# flashes and a click sounds; halfway between beats the bar is at the top (script 100). The bar moves
# linearly, as the device does between points, so the picture shows where the device should be. The
# time code (and the beat number) make a recording readable frame by frame. The flash is 2 a second,
# under the 3-a-second limit for flashing content (WCAG 2.3.1).
#
# Run from the repository root with Debian's ffmpeg (libvpx, libopus, libfreetype) and fonts-dejavu:
#   scripts/make-sync-clip.sh [output directory]
set -euo pipefail

OUT_DIR="${1:-apps/web/public/sync}"
DURATION_S=12
BEAT_MS=500
FPS=30
WIDTH=480
HEIGHT=270
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf

# Bar travel: its top edge goes from BAR_LOW (script 0) up to BAR_HIGH (script 100).
BAR_H=20
TRACK_TOP=30
TRACK_BOTTOM=240
BAR_HIGH=$TRACK_TOP
BAR_LOW=$((TRACK_BOTTOM - BAR_H))
BEAT_S=$(awk "BEGIN { print $BEAT_MS / 1000 }")
# Where in the beat (0–1), and the script position (0 at the beat, 1 halfway) as a triangle wave.
PHASE="mod(t\,${BEAT_S})/${BEAT_S}"
POS="(1-abs(2*${PHASE}-1))"

mkdir -p "$OUT_DIR"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=0x12161c:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${DURATION_S}" \
  -f lavfi -i "color=c=0x56b4e9:s=80x${BAR_H}:r=${FPS}:d=${DURATION_S}" \
  -f lavfi -i "aevalsrc=0.8*sin(2*PI*1760*t)*exp(-mod(t\,${BEAT_S})*150)*lt(mod(t\,${BEAT_S})\,0.04):s=48000:d=${DURATION_S}" \
  -filter_complex "\
[0:v]drawbox=x=40:y=${TRACK_TOP}:w=80:h=$((TRACK_BOTTOM - TRACK_TOP)):color=0x2a313b:t=fill,\
drawtext=fontfile=${FONT}:text='100':x=130:y=${TRACK_TOP}:fontsize=14:fontcolor=0x9aa4b2,\
drawtext=fontfile=${FONT}:text='0':x=130:y=$((TRACK_BOTTOM - 14)):fontsize=14:fontcolor=0x9aa4b2[bg];\
[bg][1:v]overlay=x=40:y='${BAR_LOW}-${POS}*(${BAR_LOW}-${BAR_HIGH})':eval=frame,\
drawbox=x=300:y=40:w=140:h=140:color=0xe69f00:t=fill:enable='lt(mod(t\,${BEAT_S})\,0.066)',\
drawbox=x=300:y=40:w=140:h=140:color=0x9aa4b2:t=2,\
drawtext=fontfile=${FONT}:text='%{eif\:floor(t/${BEAT_S}+0.0001)+1\:d}':x=370-text_w/2:y=110-text_h/2:fontsize=56:fontcolor=white:borderw=2:bordercolor=black,\
drawtext=fontfile=${FONT}:text='%{pts\:hms}':x=300:y=200:fontsize=22:fontcolor=white,\
drawtext=fontfile=${FONT}:text='Glide sync test 120 BPM':x=20:y=250:fontsize=12:fontcolor=0x9aa4b2[v]" \
  -map "[v]" -map 2:a \
  -c:v libvpx-vp9 -b:v 0 -crf 42 -g ${FPS} -deadline good -cpu-used 2 -row-mt 1 -pix_fmt yuv420p \
  -c:a libopus -b:a 32k -ac 1 \
  -t ${DURATION_S} \
  "$OUT_DIR/sync-test.webm"

# The script: bottom on every beat, top halfway, first point at 0 and last at the duration, so the
# device loop and the video loop meet.
awk -v dur=$((DURATION_S * 1000)) -v beat=$BEAT_MS 'BEGIN {
  printf "{\"version\":\"1.0\",\"inverted\":false,\"range\":100,\"metadata\":{\"title\":\"Glide sync test, 120 BPM\",\"duration\":%d},\"actions\":[", dur / 1000
  sep = ""
  for (t = 0; t <= dur; t += beat / 2) {
    pos = (t % beat == 0) ? 0 : 100
    printf "%s{\"at\":%d,\"pos\":%d}", sep, t, pos
    sep = ","
  }
  print "]}"
}' > "$OUT_DIR/sync-test.funscript"

ls -l "$OUT_DIR/sync-test.webm" "$OUT_DIR/sync-test.funscript"
