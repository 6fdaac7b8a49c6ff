#!/bin/sh
# Regenerates safe-lifting.webm, the seeded demo video (see README.md). Needs ffmpeg (libvpx, libvorbis,
# drawtext) and fonts-dejavu-core at generation time only; the seed just reads the committed file.
set -eu
cd "$(dirname "$0")"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

# One 4-second title card: background colour, heading, line below.
card() {
  printf "color=c=%s:s=640x360:r=25:d=4,drawtext=fontfile=%s:text='%s':fontsize=40:fontcolor=white:x=(w-tw)/2:y=120,drawtext=fontfile=%s:text='%s':fontsize=24:fontcolor=white@0.9:x=(w-tw)/2:y=200[%s];\n" \
    "$1" "$BOLD" "$2" "$FONT" "$3" "$4"
}

{
  card 0x1f4e79 'Safe lifting at work' 'Five tips in 24 seconds' c0
  card 0x2e6b30 '1. Plan the lift' 'Check the weight, the grip and the route.' c1
  card 0x7a4b0f '2. Keep the load close' 'Hold it at waist height, close to your body.' c2
  card 0x6b1f4e '3. Lift with your legs' 'Bend your knees and keep your back straight.' c3
  card 0x3b3f8f '4. Do not twist' 'Turn by moving your feet, not your back.' c4
  card 0x8f2d2d '5. Too heavy? Get help' 'Share the load or use a trolley.' c5
  # The running seconds counter makes playback and resume positions visible on screen.
  printf "[c0][c1][c2][c3][c4][c5]concat=n=6:v=1:a=0,drawtext=fontfile=%s:text='%%{eif\\\\:t\\\\:d} s':fontsize=18:fontcolor=white@0.8:x=w-tw-16:y=h-th-14[v];\n" "$FONT"
  # A soft chime at each card change. asetnsamples: ffmpeg 5.1 otherwise hands libvorbis frames larger
  # than it accepts when the audio comes from a filter graph that also has a video output.
  printf "sine=f=523.25:sample_rate=48000:d=24,volume='0.08*exp(-6*mod(t\\,4))':eval=frame,asetnsamples=n=64:p=0[a]\n"
} > filters.tmp

ffmpeg -y -hide_banner -loglevel error -filter_complex_script filters.tmp -map '[v]' -map '[a]' \
  -c:v libvpx -b:v 120k -crf 30 -g 50 -auto-alt-ref 0 -c:a libvorbis -q:a 0 -ac 1 \
  -fflags +bitexact -flags:v +bitexact -flags:a +bitexact safe-lifting.webm
rm filters.tmp
