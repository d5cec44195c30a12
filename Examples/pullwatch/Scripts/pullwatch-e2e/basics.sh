# The first scenarios: the pull, the keys, the terminal given back, idling.
# shellcheck shell=bash

a_short_drag_changes_nothing() {
  start "$BIN"
  wait_for "Pull down to refresh" || return 1
  wait_mode mouse_sgr_flag 1 || return 1
  local before
  before="$(screen)"
  pull 2
  wait_for "Pull to refresh" || return 1
  release 40 4
  wait_for "Pull down to refresh" || return 1
  sleep 1.5 # a refresh would have started by now
  [[ "$(screen)" == "$before" ]] || fail "the screen changed after a short drag"
}

a_long_drag_and_release_refreshes() {
  start "$BIN"
  wait_for "Inbox · 36 messages" || return 1
  wait_mode mouse_sgr_flag 1 || return 1
  pull 10
  wait_for "Release to refresh" || return 1
  release 40 12
  wait_for "Refreshing…" || return 1
  wait_for "✓ Updated" || return 1
  wait_for "Inbox · 37 messages" || return 1
  expect_screen "Mary Jackson"
}

r_refreshes() {
  start "$BIN"
  wait_for "Inbox · 36 messages" || return 1
  t send-keys -t pw r
  wait_for "Refreshing…" || return 1
  wait_for "✓ Updated" || return 1
  expect_screen "Inbox · 37 messages"
}

# Defect 3: a failing command's output shows, as watch shows it, and the failure on the status line.
a_failing_command_shows_its_output_and_the_error() {
  local flag="$WORK/ran-once"
  rm -f "$flag"
  start "$BIN -x -- sh -c 'if [ -e $flag ]; then echo \"disk on fire\" >&2; echo partial-output; exit 3; fi; touch $flag; echo first-line; echo second-line'"
  wait_for "✓ Updated" || return 1
  expect_screen "first-line" || return 1
  t send-keys -t pw r
  # One pipe for both streams (issue 19): the error is in the output, the status row has the status.
  wait_for "Refresh failed: exit status 3" || return 1
  expect_screen "disk on fire" || return 1
  expect_screen "partial-output" || return 1
  expect_not_screen "first-line"
}

diff_output_shows_with_its_exit_status() {
  printf 'one\ntwo\n' >"$WORK/a"
  printf 'one\nthree\n' >"$WORK/b"
  start "$BIN -- diff $WORK/a $WORK/b"
  wait_for "Refresh failed: exit status 1" || return 1
  expect_screen "< two" || return 1
  expect_screen "> three"
}

escape_cancels_a_slow_command() {
  local flag="$WORK/slow-once"
  rm -f "$flag"
  start "$BIN -x -- sh -c 'if [ -e $flag ]; then exec sleep 60; fi; touch $flag; echo ready-line'"
  wait_for "✓ Updated" || return 1
  t send-keys -t pw F5
  wait_for "Refreshing…" || return 1
  local started=$SECONDS
  t send-keys -t pw Escape
  wait_for "⊘ Refresh cancelled" 10 || return 1
  ((SECONDS - started < 5)) || fail "cancelling took $((SECONDS - started)) s" || return 1
  expect_screen "ready-line"
}

# The terminal after pullwatch exits: main screen, cursor shown, mouse off, cooked mode.
expect_restored() {
  wait_for "exit=$1" || return 1
  [[ "$(mode alternate_on)" == 0 ]] || fail "still on the alternate screen" || return 1
  [[ "$(mode cursor_flag)" == 1 ]] || fail "cursor hidden" || return 1
  [[ "$(mode mouse_any_flag)$(mode mouse_button_flag)" == 00 ]] || fail "mouse still on" || return 1
  [[ "$(mode mouse_sgr_flag)" == 0 ]] || fail "SGR mouse still on" || return 1
  grep -qE '(^| )icanon( |$)' "$WORK/stty" || fail "not back in canonical mode" || return 1
  grep -qE '(^| )echo( |$)' "$WORK/stty" || fail "echo still off" || return 1
  expect_screen "before-pullwatch"
}

in_a_shell() {
  start "sh -c 'echo before-pullwatch; $BIN $*; echo exit=\$?; stty -a >$WORK/stty; exec sleep 60'"
}

q_restores_the_terminal() {
  in_a_shell
  wait_mode mouse_sgr_flag 1 || return 1
  wait_for "Pull down to refresh" || return 1
  [[ "$(mode alternate_on)$(mode cursor_flag)" == 10 ]] || fail "full-screen mode not on" || return 1
  t send-keys -t pw q
  expect_restored 0
}

sigterm_restores_the_terminal() {
  in_a_shell
  wait_for "Pull down to refresh" || return 1
  pkill -TERM -f "^$BIN" || fail "no pullwatch process to signal" || return 1
  expect_restored 143
}

# Issue 19: Ctrl-C quits at once, even while a refresh runs, as in watch (Esc cancels a run).
ctrl_c_quits_at_once_even_mid_run_with_130() {
  in_a_shell "-- sleep 30"
  # The first run, under the full-screen loader (issue 31).
  wait_for "Running the command…" || return 1
  t send-keys -t pw C-c
  expect_restored 130
}

wheel_and_keys_scroll() {
  start "$BIN"
  wait_for "Ada Lovelace" || return 1
  t send-keys -t pw -l $'\e[<65;40;5M'
  wait_for "Edsger Dijkstra" || return 1
  expect_not_screen "Ada Lovelace" || return 1
  t send-keys -t pw End
  wait_for "Barbara Simons" || return 1
  t send-keys -t pw Home
  wait_for "Ada Lovelace"
}

resizing_redraws() {
  start "$BIN"
  wait_for "Pull down to refresh" || return 1
  t resize-window -t pw -x 100 -y 30
  local deadline=$((SECONDS + 20))
  while ((SECONDS < deadline)); do
    [[ "$(screen | sed -n 30p)" == *"Pull down to refresh"* ]] && return 0
    sleep 0.1
  done
  fail "the status line is not on row 30 after resizing"
}

no_color_is_honoured() {
  start "NO_COLOR=1 $BIN"
  wait_for "Ada Lovelace" || return 1
  if t capture-pane -p -e -t pw | grep -qE $'\e\\[([0-9;]*;)?(3[0-7]|9[0-7])(;[0-9;]*)?m'; then
    fail "colours drawn with NO_COLOR set"
  fi
}

a_recorded_session_replays() {
  start "$BIN --record $WORK/session.json"
  wait_for "Inbox · 36 messages" || return 1
  wait_mode mouse_sgr_flag 1 || return 1
  pull 10
  release 40 12
  wait_for "✓ Updated" || return 1
  t send-keys -t pw q
  local deadline=$((SECONDS + 20))
  while [[ ! -s $WORK/session.json ]] && ((SECONDS < deadline)); do sleep 0.1; done
  "$REPLAY" "$WORK/session.json" >"$WORK/transcript" 2>&1 || fail "replay failed: $(cat "$WORK/transcript")" || return 1
  grep -q '"phase":"armed"' "$WORK/transcript" || fail "no armed phase in the replay" || return 1
  grep -q '"outcome":"success"' "$WORK/transcript" || fail "no success in the replay: $(tail -3 "$WORK/transcript")"
}

# CPU ticks (user + system) that the running pullwatch has used.
cpu_ticks() {
  local pid
  pid="$(pgrep -f "^$BIN" | head -1)"
  [[ -n $pid ]] || return 1
  awk '{ print $14 + $15 }' "/proc/$pid/stat"
}

idle_draws_nothing_and_uses_no_cpu() {
  start "$BIN"
  wait_for "Pull down to refresh" || return 1
  sleep 0.5
  local before after
  before="$(cpu_ticks)" || fail "no pullwatch process" || return 1
  sleep 3
  after="$(cpu_ticks)"
  ((after - before <= 1)) || fail "used $((after - before)) CPU ticks in 3 s of idling"
}

not_a_terminal_is_one_line_and_exit_2() {
  local status=0
  "$BIN" </dev/null >"$WORK/out" 2>"$WORK/err" || status=$?
  [[ $status == 2 ]] || fail "exit status $status, expected 2" || return 1
  [[ $(wc -l <"$WORK/err") == 1 ]] || fail "stderr: $(cat "$WORK/err")" || return 1
  grep -q "not a terminal" "$WORK/err" || fail "stderr: $(cat "$WORK/err")"
}

