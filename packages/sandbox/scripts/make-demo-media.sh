#!/bin/sh
# Regenerates the committed demo stream (CI has no ffmpeg): 12 s of 640x360 test pattern with a 440 Hz tone,
# H.264 baseline + AAC, 2 s HLS segments, and a poster frame. Needs Debian's ffmpeg. Segments end in .m2ts, not
# .ts, so TypeScript tooling globbing **/*.ts never reads them.
set -e
cd "$(dirname -- "$0")/../media/demo"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i testsrc=size=640x360:rate=25 \
  -f lavfi -i sine=frequency=440:sample_rate=44100 -t 12 \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -g 50 -keyint_min 50 -sc_threshold 0 -b:v 180k \
  -c:a aac -b:a 48k -ac 2 \
  -f hls -hls_time 2 -hls_list_size 0 -hls_playlist_type vod -hls_segment_filename 'seg%d.m2ts' index.m3u8
ffmpeg -hide_banner -loglevel error -y -f lavfi -i testsrc=size=640x360:rate=1 -frames:v 1 -q:v 5 poster.jpg
