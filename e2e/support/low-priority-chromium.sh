#!/bin/sh
# Debian's Chromium at the lowest CPU priority, for the browsers of the shared e2e specs, so that
# the timed specs running beside them find the CPU free (e2e/playwright.config.ts).
#
# Playwright starts each browser in a session of its own, and with the kernel's autogroups a session
# gets an equal share of the CPU whatever its processes' priorities: so the session's group is set
# to the lowest weight first (nice 19; raising a nice value needs no privilege). The browser then
# runs under SCHED_IDLE rather than a nice value, because Chromium sets its threads' nice values
# itself. Where the kernel has no autogroups, SCHED_IDLE alone does it.
if [ -w /proc/self/autogroup ]; then
  echo 19 > /proc/self/autogroup
fi
exec chrt --idle 0 "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@"
