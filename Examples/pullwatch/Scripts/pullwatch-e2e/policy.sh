# The engine's refresh policy in the terminal (issue 26): -n as watch -n counts it, a timed-out
# run included; --stale-after and --refresh-on-focus with the window's real focus reports; fg.
# shellcheck shell=bash

# The focus: tmux reports a pane's focus (ESC [ I, ESC [ O) to a program that asked for it
# (ESC [ ? 1004 h) only with focus-events on and a client attached, for the pane of the window
# that client shows. So a client attaches, on a terminal of its own (script), and the focus moves
# by selecting another window and back: what a person switching windows does. Nothing here sends
# the escape sequences itself: a pullwatch that did not ask for focus reports would get none.

# attach_client: turns focus events on and attaches a client to the pane's session.
attach_client() {
  t set -s focus-events on
  # Its standard input stays open for a minute (a pipe from sleep, longer than a scenario), so
  # that script sends no end of file through the client as a Ctrl-D; the server going away at the
  # next start ends the client and script, and the sleep ends by itself.
  (sleep 60 | script -qfec "tmux -L $SOCKET attach -t pw" /dev/null >/dev/null 2>&1 &)
  local deadline=$((SECONDS + 10))
  while ((SECONDS < deadline)); do
    [[ -n $(t list-clients -t pw 2>/dev/null) ]] && return 0
    sleep 0.1
  done
  fail "no client attached"
}

# focus_away: the client shows another window (made once, running cat): the pane loses the focus.
focus_away() {
  t list-windows -t pw -F '#{window_index}' | grep -qx 1 || t new-window -d -t pw:1 cat
  t select-window -t pw:1
}

# focus_back: the client shows pullwatch's window again: the pane regains the focus.
focus_back() { t select-window -t pw:0; }

# counting_date: a command that counts its runs in $WORK/runs and shows the time, in nanoseconds.
counting_date() { echo "echo run >>$WORK/runs; date +%s%N"; }

focus_back_on_stale_output_runs_it_again() {
  rm -f "$WORK/runs"
  start "$BIN --manual --stale-after 1 --refresh-on-focus -- '$(counting_date)'"
  attach_client || return 1
  wait_for "✓ Updated" || return 1
  wait_runs 1 || return 1
  focus_away
  # Stale after 1 s; 2 s away is a margin of 1 s. Out of focus, nothing runs by itself.
  sleep 2
  (($(runs) == 1)) || fail "the command ran $(runs) times before the focus came back" || return 1
  focus_back
  wait_runs 2 10 || return 1
  # One run for one return, and it was quiet: the output did not move for it.
  sleep 1
  (($(runs) == 2)) || fail "the command ran $(runs) times, expected 2" || return 1
  expect_not_screen "Refreshing…"
}

focus_back_on_fresh_output_runs_nothing() {
  rm -f "$WORK/runs"
  start "$BIN --manual --stale-after 60 --refresh-on-focus -- '$(counting_date)'"
  attach_client || return 1
  wait_for "✓ Updated" || return 1
  wait_runs 1 || return 1
  focus_away
  sleep 1
  focus_back
  # Fresh for another 58 s at least: 3 s for a run that must not come.
  sleep 3
  (($(runs) == 1)) || fail "the command ran $(runs) times on fresh output, expected 1" || return 1
  expect_screen "just now"
}

# Without --refresh-on-focus no focus reports are asked for: the focus comes and goes, and a
# stale output waits for a person.
without_refresh_on_focus_the_focus_changes_nothing() {
  rm -f "$WORK/runs"
  start "$BIN --manual --stale-after 1 -- '$(counting_date)'"
  attach_client || return 1
  wait_runs 1 || return 1
  wait_for "· stale" 10 || return 1
  focus_away
  sleep 1
  focus_back
  sleep 3
  (($(runs) == 1)) || fail "the command ran $(runs) times, expected 1" || return 1
}

# fg after Ctrl-Z activates pullwatch as the focus coming back does.
fg_runs_stale_output_again() {
  rm -f "$WORK/runs"
  start "bash --norc --noprofile -i"
  t send-keys -t pw "PS1='$ '; $BIN --manual --stale-after 1 --refresh-on-focus -- '$(counting_date)'" Enter
  wait_for "✓ Updated" || return 1
  wait_runs 1 || return 1
  t send-keys -t pw C-z
  wait_for "Stopped" || return 1
  sleep 2
  (($(runs) == 1)) || fail "the command ran $(runs) times while stopped" || return 1
  t send-keys -t pw "fg" Enter
  wait_runs 2 10 || return 1
  t send-keys -t pw q
  wait_for "$ " || return 1
}

# gaps FROM TO: the smallest and the largest time from a line of FROM to the next line of TO
# (TO's line N+1 less FROM's line N; times as date +%s.%N writes them), and how many: "none"
# without two lines. With FROM = TO, from each line to the next.
gaps() {
  awk 'NR == FNR { from[FNR] = $1; next }
    FNR > 1 && (FNR - 1) in from {
      g = $1 - from[FNR - 1]
      if (n == 0 || g < low) low = g
      if (n == 0 || g > high) high = g
      n++
    }
    END { if (n) printf "%.3f %.3f %d\n", low, high, n; else print "none" }' "$1" "$2"
}

# -n counts from the end of one run to the start of the next, as watch -n does: with runs of 1 s
# and -n 1, a run starts every 2 s, never less than 1 s after the last one ended.
dash_n_counts_from_the_end_of_a_run() {
  rm -f "$WORK/starts" "$WORK/ends"
  start "$BIN -n 1 -- 'date +%s.%N >>$WORK/starts; sleep 1; date +%s.%N >>$WORK/ends'"
  local deadline=$((SECONDS + 40))
  while { [[ ! -e $WORK/ends ]] || (($(wc -l <"$WORK/ends") < 5)); } && ((SECONDS < deadline)); do
    sleep 0.2
  done
  t send-keys -t pw q
  sleep 0.5
  [[ -e $WORK/ends ]] && (($(wc -l <"$WORK/ends") >= 5)) || fail "too few runs" || return 1
  local low high
  # From each run's end to the next run's start: never under the interval (less 50 ms for the
  # clocks), and under 3 s even on a busy machine.
  read -r low high _ <<<"$(gaps "$WORK/ends" "$WORK/starts")"
  awk -v l="$low" -v h="$high" 'BEGIN { exit !(l >= 0.95 && h < 3) }' ||
    fail "from a run's end to the next start: $low to $high s with -n 1" || return 1
  # From start to start: the run's second and the interval's, so at least 1.95 s.
  read -r low high _ <<<"$(gaps "$WORK/starts" "$WORK/starts")"
  awk -v l="$low" 'BEGIN { exit !(l >= 1.95) }' ||
    fail "from start to start: $low to $high s with runs of 1 s and -n 1"
}

# A run that times out ends at its timeout: the next starts an interval after it (here 1 s after
# the 1 s timeout, so every 2 s), the timed-out command is ended, and no two runs overlap.
dash_n_after_a_timed_out_run() {
  rm -f "$WORK/starts"
  next_sleep
  start "$BIN -n 1 --timeout 1 -- 'date +%s.%N >>$WORK/starts; $SLEEP'"
  local deadline=$((SECONDS + 40)) most=0 count
  while { [[ ! -e $WORK/starts ]] || (($(wc -l <"$WORK/starts") < 5)); } && ((SECONDS < deadline)); do
    count="$(sleeping)"
    ((count > most)) && most=$count
    sleep 0.1
  done
  t send-keys -t pw q
  ((most <= 1)) || fail "$most timed-out commands ran at once" || return 1
  wait_sleeping 0 5 || return 1
  local low high
  read -r low high _ <<<"$(gaps "$WORK/starts" "$WORK/starts")"
  [[ $low != none ]] || fail "too few runs" || return 1
  # 2 s apart: 1 s to the timeout, 1 s of interval; 1.8 s for the spawn's jitter, 4 s for a busy
  # machine.
  awk -v l="$low" -v h="$high" 'BEGIN { exit !(l >= 1.8 && h < 4) }' ||
    fail "timed-out runs start $low to $high s apart with -n 1 --timeout 1"
}

# A recorded session with -n replays: the policy is in the trace's configuration, and the
# replayer's engine starts the timer's runs itself (needs the trace format's policy keys).
a_recorded_timer_session_replays() {
  rm -f "$WORK/timed.json" "$WORK/runs"
  start "$BIN -n 0.5 --record $WORK/timed.json -- '$(counting_date)'"
  wait_runs 3 || return 1
  t send-keys -t pw q
  local deadline=$((SECONDS + 20))
  while [[ ! -s $WORK/timed.json ]] && ((SECONDS < deadline)); do sleep 0.1; done
  "$REPLAY" "$WORK/timed.json" >"$WORK/transcript" 2>&1 ||
    fail "replay failed: $(tail -3 "$WORK/transcript")" || return 1
  grep -q '"scheduled":true' "$WORK/transcript" ||
    fail "no scheduled run in the replay: $(tail -3 "$WORK/transcript")"
}
