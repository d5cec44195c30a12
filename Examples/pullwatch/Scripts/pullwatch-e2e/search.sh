# Search and the help screen (issue 19): / finds text in the output shown, n and N move between
# the matches, and ? lists the keys over the whole screen.
# shellcheck shell=bash

# key_then_see KEY TEXT: presses KEY (a tmux key name), then waits until TEXT is on the screen.
key_then_see() {
  t send-keys -t pw "$1"
  wait_for "$2"
}

# open_search TEXT: types / and TEXT into the prompt, without Enter.
open_search() {
  key_then_see / "Enter search · Esc close" || return 1
  t send-keys -t pw -l "$1"
  wait_for "/$1"
}

# A match below the screen: the list scrolls to it, and it is in reverse video.
slash_finds_text_below_the_screen_and_scrolls_to_it() {
  start "$BIN -- seq 1 200"
  wait_for "✓ Updated" || return 1
  wait_for_row 2 "1" || return 1
  expect_not_screen "150" || return 1
  open_search 150 || return 1
  key_then_see Enter "match 1 of 1 for '150'" || return 1
  screen | grep -qx "150" || fail "line 150 is not in view" || return 1
  # Highlighted: the escapes of the line with the match turn reverse video on (SGR 7).
  t capture-pane -p -e -t pw | grep -F "150" | grep -q $'\e\\[[0-9;]*7[;m]' ||
    fail "the match is not in reverse video"
}

# n and N go round the matches, wrapping with a note; smart case: lower case ignores case, a
# capital matches it exactly; the search stays over the runs of the 2 s timer.
n_and_shift_n_move_between_matches_and_wrap() {
  start "$BIN -- printf \"'apple\\nbanana\\napple pie\\ncherry\\nApple\\n'\""
  wait_for "cherry" || return 1
  open_search apple || return 1
  key_then_see Enter "match 1 of 3 for 'apple'" || return 1
  local step
  for step in "n=match 2 of 3" "n=match 3 of 3" "n=match 1 of 3 for 'apple' · wrapped to the top" \
    "N=match 3 of 3 for 'apple' · wrapped to the end"; do
    key_then_see "${step%%=*}" "${step#*=}" || return 1
  done
  # Two more runs: the pattern and the current match stay.
  sleep 4.5
  expect_screen "match 3 of 3 for 'apple'" || return 1
  open_search Apple || return 1
  key_then_see Enter "match 1 of 1 for 'Apple'"
}

a_pattern_not_found_says_so() {
  start "$BIN -- seq 1 20"
  wait_for "✓ Updated" || return 1
  open_search nowhere || return 1
  key_then_see Enter "'nowhere' not found"
}

# While the prompt is open keys go to it: q is typed, and does not quit; Ctrl-C still quits.
q_in_the_prompt_types_q_rather_than_quitting() {
  in_a_shell "-- seq 1 20"
  wait_for "✓ Updated" || return 1
  open_search "q" || return 1
  key_then_see Q "/qQ" || return 1
  expect_not_screen "exit=" || return 1
  t send-keys -t pw C-u
  wait_gone "/qQ" || return 1
  t send-keys -t pw -l "ab"
  wait_for "/ab" || return 1
  t send-keys -t pw BSpace
  wait_gone "/ab" || return 1
  expect_screen "/a" || return 1
  t send-keys -t pw C-c
  expect_restored 130
}

# Esc leaves the prompt, and the refresh in flight goes on (outside the prompt Esc cancels it).
escape_leaves_the_prompt_without_cancelling_a_refresh() {
  # The run waits for $WORK/go, so that it is still running however slow the keys are.
  rm -f "$WORK/go"
  start "$BIN --manual -- 'while [ ! -e $WORK/go ]; do sleep 0.1; done; echo done-\$((40 + 2))'"
  # The first run, under the full-screen loader (issue 31).
  wait_for "Running the command…" || return 1
  open_search "done" || return 1
  t send-keys -t pw Escape
  wait_gone "Enter search · Esc close" || return 1
  expect_screen "Running the command…" || return 1
  touch "$WORK/go"
  wait_for "✓ Updated" 10 || return 1
  expect_screen "done-42" || return 1
  expect_not_screen "Refresh cancelled"
}

# Cut lines (-w): the list scrolls sideways to a match past the right edge; with -t the prompt
# and the note take the last row.
search_scrolls_cut_lines_sideways_and_no_title_uses_the_last_row() {
  start "$BIN -t -w -- 'printf \"%0200d needle\\n\" 0'"
  wait_for "000…" || return 1
  expect_not_screen "needle" || return 1
  open_search needle || return 1
  [[ "$(screen | sed -n 24p)" == *"/needle"* ]] || fail "the prompt is not on the last row" ||
    return 1
  key_then_see Enter "match 1 of 1 for 'needle'" || return 1
  expect_screen "needle" || return 1
  [[ "$(screen | sed -n 24p)" == *"match 1 of 1"* ]] || fail "the note is not on the last row"
}

# ? shows the keys over the list, from the table --help prints; q closes it and does not quit.
question_mark_shows_the_keys_and_a_key_closes_it() {
  in_a_shell "-- seq 1 100"
  wait_for "✓ Updated" || return 1
  key_then_see "?" "pullwatch keys" || return 1
  local key
  for key in "  /    " "  n N    " "  ?    " "  [ ]    " "any other key closes"; do
    expect_screen "$key" || return 1
  done
  "$BIN" --help | grep -F "show an earlier run, a later one" >/dev/null ||
    fail "--help lacks the history keys" || return 1
  expect_screen "show an earlier run, a later one" || return 1
  # The end of the list is below: a page down shows it.
  key_then_see PgDn "  Ctrl-C    " || return 1
  t send-keys -t pw q
  wait_gone "pullwatch keys" || return 1
  wait_for "✓ Updated" || return 1
  expect_not_screen "exit=" || return 1
  key_then_see "?" "pullwatch keys" || return 1
  t send-keys -t pw Escape
  wait_gone "pullwatch keys" || return 1
  t send-keys -t pw q
  expect_restored 0
}

# In a small window the help wraps and cuts its lines with an ellipsis, and scrolls.
help_in_a_small_window_scrolls_and_cuts() {
  start "$BIN -- seq 1 100"
  wait_for "✓ Updated" || return 1
  t resize-window -t pw -x 30 -y 8
  key_then_see "?" "pullwatch keys" || return 1
  wait_for " lines 1-6 of " || return 1
  expect_screen "…" || return 1
  [[ "$(screen | sed -n 2p)" == "  mouse drag down, release" ]] ||
    fail "row 2 is '$(screen | sed -n 2p)'" || return 1
  key_then_see j " lines 2-7 of " || return 1
  key_then_see PgDn " lines 7-12 of " || return 1
  # Every row fits the window: nothing wraps onto the next row.
  local line LC_ALL=C.UTF-8
  while IFS= read -r line; do
    ((${#line} <= 30)) || fail "a row is ${#line} columns wide: '$line'" || return 1
  done < <(screen)
  t resize-window -t pw -x 4 -y 1
  sleep 0.3
  t resize-window -t pw -x 30 -y 8
  wait_for "pullwatch keys" || return 1
  t send-keys -t pw x
  wait_gone "pullwatch keys"
}
