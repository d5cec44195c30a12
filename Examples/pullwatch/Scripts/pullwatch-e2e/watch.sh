# What watch users expect, and defects 4, 6 and 7 of the pullwatch issue.
# shellcheck shell=bash

# Defect 4: numbers that do not fit are one line and exit 2, never a crash.
# one_line_errors PATTERN ARGUMENTS...: each ARGUMENTS (a shell line) makes pullwatch exit 2 with
# one line on standard error that matches PATTERN.
one_line_errors() {
  local pattern="$1" arguments status
  shift
  for arguments in "$@"; do
    status=0
    eval "\"$BIN\" $arguments" </dev/null >"$WORK/out" 2>"$WORK/err" || status=$?
    [[ $status == 2 ]] || fail "$arguments: exit status $status, expected 2" || return 1
    [[ $(wc -l <"$WORK/err") == 1 ]] || fail "$arguments: stderr: $(cat "$WORK/err")" || return 1
    grep -q "$pattern" "$WORK/err" || fail "$arguments: stderr: $(cat "$WORK/err")" || return 1
  done
}

bad_numbers_are_one_line_and_exit_2() {
  one_line_errors '^pullwatch: ' "--every 1e16 -- date" "--timeout 9.3e15 -- date" \
    "--every 0.0004 -- date" "-n -1 date" "--max-lines 0 date" "-- ''"
}

# Defect 6: a trace path that cannot be written is an error at start, not at quit.
an_unwritable_record_path_fails_at_start() {
  local status=0
  start "$BIN --record /nonexistent/dir/trace.json; echo exit=\$?; exec sleep 60"
  wait_for "exit=2" || return 1
  expect_screen "pullwatch: cannot write the trace to /nonexistent/dir" || return 1
  expect_not_screen "Pull down to refresh"
}

term_dumb_is_one_line_and_exit_2() {
  start "TERM=dumb $BIN; echo exit=\$?; exec sleep 60"
  wait_for "exit=2" || return 1
  expect_screen "TERM=dumb"
}

# Defect 7: SIGQUIT gives the terminal back and exits 131, with no crash report.
sigquit_restores_the_terminal() {
  in_a_shell
  wait_for "Pull down to refresh" || return 1
  pkill -QUIT -f "^$BIN" || fail "no pullwatch process to signal" || return 1
  expect_restored 131 || return 1
  expect_not_screen "Crash" || return 1
  expect_not_screen "Backtrac"
}

# Defect 7: Ctrl-Z suspends with the terminal given back; `fg` brings the full screen back.
ctrl_z_suspends_and_fg_redraws() {
  start "bash --norc --noprofile -i"
  t send-keys -t pw "PS1='$ '; $BIN" Enter
  wait_for "Pull down to refresh" || return 1
  t send-keys -t pw C-z
  wait_for "Stopped" || return 1
  wait_mode alternate_on 0 || return 1
  wait_mode mouse_sgr_flag 0 || return 1
  t send-keys -t pw "fg" Enter
  wait_for "Pull down to refresh" || return 1
  wait_mode mouse_sgr_flag 1 || return 1
  t send-keys -t pw q
  wait_for "$ " || return 1
}

a_shell_runs_the_command() {
  start "$BIN 'echo lower case words | tr a-z A-Z'"
  wait_for "LOWER CASE WORDS" || return 1
  expect_screen "pullwatch · echo lower case words | tr a-z A-Z"
}

the_title_keeps_the_quoting_and_reads_durations() {
  start "$BIN -n 65 -x -- sh -c 'echo \"two words\"'"
  wait_for "two words" || return 1
  expect_screen "sh -c 'echo \"two words\"' · every 1m 5s"
}

# capture: the screen with its escape sequences (colours and attributes).
capture() { t capture-pane -p -e -t pw; }

color_renders_sgr_and_strips_the_rest() {
  start "$BIN --color -x -- printf '\\033[31mred-word\\033[0m \\033]0;title\\007plain\\033[2K\\n'"
  wait_for "red-word plain" || return 1
  capture | grep -qE $'\e\\[[0-9;]*31[0-9;]*m(\e\\[[0-9;]*m)*red-word' || fail "red-word is not red" || return 1
  start "$BIN -x -- printf '\\033[31mred-word\\033[0m plain\\n'"
  wait_for "red-word plain" || return 1
  if capture | grep -qE $'\e\\[[0-9;]*31[0-9;]*m(\e\\[[0-9;]*m)*red-word'; then
    fail "colour without --color"
  fi
}

carriage_return_and_backspace_act_as_on_a_terminal() {
  start "$BIN -x -- printf 'abc\\rX\\nlimx\\bit\\n'"
  wait_for "Xbc" || return 1
  expect_screen "limit"
}

differences_highlight_what_changed() {
  rm -f "$WORK/runs"
  start "$BIN -d -n 0.3 -- 'echo run >>$WORK/runs; printf \"stable %s\\n\" \$(wc -l <$WORK/runs)'"
  wait_runs 3 || return 1
  sleep 0.5
  # The changing count is reverse video; "stable" is not.
  capture | grep -q $'\e\\[[0-9;]*7[0-9;]*m[0-9]' || fail "the changed number is not highlighted" || return 1
  if capture | grep -q $'\e\\[[0-9;]*7[0-9;]*mstable'; then fail "unchanged text highlighted"; fi
}

long_lines_wrap_and_w_cuts_them_with_an_ellipsis() {
  start "$BIN -- 'printf \"%s\" \$(seq -s- 1 60); echo; echo next-line'"
  wait_for_row 3 "-31-32-33-34-35-36-37-38-39-40-41-42-43-44-45-46-47-48-49-50-51-52-53-54-55-56-5" || return 1
  wait_for_row 5 "next-line" || return 1
  t send-keys -t pw w
  wait_for_row 3 "next-line" || return 1
  [[ "$(screen | sed -n 2p)" == *"…" ]] || fail "the cut line does not end with …" || return 1
  t send-keys -t pw l
  wait_for "10-11" || return 1
  t send-keys -t pw W
  wait_for "1-2-3-4" 
}

space_pauses_the_timer_and_the_title_says_so() {
  rm -f "$WORK/runs"
  start "$BIN -n 0.2 -- 'echo run >>$WORK/runs; echo ran'"
  wait_runs 2 || return 1
  t send-keys -t pw Space
  wait_for "paused" || return 1
  local count
  count="$(runs)"
  sleep 1
  (($(runs) <= count + 1)) || fail "the command ran $(($(runs) - count)) times while paused" || return 1
  t send-keys -t pw Space
  wait_runs $((count + 3))
}

timed_refreshes_leave_the_output_where_it_is() {
  rm -f "$WORK/runs"
  start "$BIN -n 0.3 -- 'echo run >>$WORK/runs; seq 1 100'"
  wait_for "✓ Updated" || return 1
  wait_for_row 2 "1" || return 1
  t send-keys -t pw j j j j j
  wait_for_row 2 "6" || return 1
  local count
  count="$(runs)"
  wait_runs $((count + 3)) || return 1
  [[ "$(screen | sed -n 2p)" == "6" ]] || fail "row 2 is '$(screen | sed -n 2p)' after timed refreshes"
}

# wait_for_row ROW TEXT: until screen row ROW (1-based) is exactly TEXT.
wait_for_row() {
  local deadline=$((SECONDS + 10))
  while ((SECONDS < deadline)); do
    [[ "$(screen | sed -n "$1p")" == "$2" ]] && return 0
    sleep 0.1
  done
  fail "row $1 is '$(screen | sed -n "$1p")', expected '$2'"
}

vi_keys_and_upper_case_forms() {
  start "$BIN -- seq 1 100"
  wait_for "✓ Updated" || return 1
  wait_for_row 2 "1" || return 1
  t send-keys -t pw G
  wait_for "100" || return 1
  t send-keys -t pw g
  wait_for_row 2 "1" || return 1
  t send-keys -t pw J
  wait_for_row 2 "2" || return 1
  t send-keys -t pw K
  wait_for_row 2 "1" || return 1
  t send-keys -t pw R
  wait_for "Refreshing…" 2 || true
  in_a_shell
  wait_for "Pull down to refresh" || return 1
  t send-keys -t pw Q
  expect_restored 0
}

errexit_freezes_then_exits_8_on_a_key() {
  printf 'echo broken\nexit 3\n' >"$WORK/broken.sh"
  in_a_shell "-e -- sh $WORK/broken.sh"
  wait_for "press a key to exit" || return 1
  expect_screen "broken" || return 1
  t send-keys -t pw x
  expect_restored 8
}

chgexit_exits_when_the_output_changes() {
  rm -f "$WORK/runs"
  cat >"$WORK/changes.sh" <<SCRIPT
echo run >>$WORK/runs
if [ \$(wc -l <$WORK/runs) -ge 3 ]; then echo changed; else echo same; fi
SCRIPT
  in_a_shell "-g -n 0.2 -- sh $WORK/changes.sh"
  expect_restored 0 || return 1
  (($(runs) == 3)) || fail "exited after $(runs) runs, expected 3"
}

beep_rings_the_bell_on_a_failure() {
  start "$BIN -b -- false"
  wait_for "Refresh failed" || return 1
  local deadline=$((SECONDS + 5))
  while ((SECONDS < deadline)); do
    [[ "$(mode window_bell_flag)" == 1 ]] && return 0
    sleep 0.1
  done
  fail "no bell"
}

no_title_hides_the_title_line() {
  start "$BIN -t -- echo first-row"
  wait_for_row 1 "first-row" || return 1
  expect_not_screen "pullwatch ·"
}

a_recorded_session_draws_without_claiming_an_endless_action() {
  start "$BIN --record $WORK/session2.json -- echo recorded"
  wait_for "✓ Updated" || return 1
  t send-keys -t pw q
  local deadline=$((SECONDS + 20))
  while [[ ! -s $WORK/session2.json ]] && ((SECONDS < deadline)); do sleep 0.1; done
  "$REPLAY" --svg "$WORK/session.svg" "$WORK/session2.json" >/dev/null || fail "replay failed" || return 1
  if grep -q "never ends by itself" "$WORK/session.svg"; then fail "the SVG says never ends"; fi
}
