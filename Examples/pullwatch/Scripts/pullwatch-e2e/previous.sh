# The top end (issue 32): `--previous CMD` puts earlier output above the lines on screen, which
# do not move, and `--thread`, the sample conversation that loads earlier messages above.
# shellcheck shell=bash

# previous_scripts: $WORK/main.sh counts its runs in $WORK/main-runs and prints main-1..main-40;
# $WORK/prev.sh writes its PULLWATCH_PAGE and PULLWATCH_LINES to $WORK/previous-runs, waits
# until $WORK/go exists, then prints page-N-line-1..20, or nothing with $WORK/empty, or fails
# with $WORK/failing.
previous_scripts() {
  cat >"$WORK/main.sh" <<EOF
echo run >>"$WORK/main-runs"
seq -f main-%g 40
EOF
  cat >"$WORK/prev.sh" <<EOF
echo "\$PULLWATCH_PAGE \$PULLWATCH_LINES" >>"$WORK/previous-runs"
while [ ! -e "$WORK/go" ]; do sleep 0.05; done
if [ -e "$WORK/failing" ]; then echo 'disk on fire' >&2; exit 3; fi
if [ -e "$WORK/empty" ]; then exit 0; fi
seq -f "page-\$PULLWATCH_PAGE-line-%g" 20
EOF
  rm -f "$WORK/go" "$WORK/empty" "$WORK/failing" "$WORK/main-runs" "$WORK/previous-runs"
}

# start_previous: `pullwatch --manual --previous CMD -- CMD2` with the scripts above, once the
# first run shows.
start_previous() {
  previous_scripts
  start "$BIN --manual --previous 'sh $WORK/prev.sh' -- sh $WORK/main.sh"
  wait_for "main-1" || return 1
  wait_for "✓ Updated" || return 1
  wait_mode mouse_sgr_flag 1
}

# lines FILE: how many lines FILE has (0 when it does not exist).
lines() { if [[ -e $1 ]]; then wc -l <"$1" | tr -d ' '; else echo 0; fi; }

# wait_lines FILE COUNT: until FILE has COUNT lines.
wait_lines() {
  local deadline=$((SECONDS + 20))
  while ((SECONDS < deadline)); do
    [[ $(lines "$1") == "$2" ]] && return 0
    sleep 0.1
  done
  fail "$(basename "$1") has $(lines "$1") lines, expected $2"
}

# row N: the screen's row N (1 is the title), trailing blanks removed as tmux removes them.
row() { screen | sed -n "${1}p"; }

# wait_row N TEXT: until row N contains TEXT.
wait_row() {
  local deadline=$((SECONDS + 20))
  while ((SECONDS < deadline)); do
    [[ $(row "$1") == *"$2"* ]] && return 0
    sleep 0.1
  done
  fail "row $1 is '$(row "$1")', expected '$2' in it"
}

# The Done-when of issue 32, first part: a drag near the top runs the previous page once, the
# line at the top of the screen is on the same row after the page landed (and every line of the
# list with it), and a wheel turn up shows the new lines.
a_drag_near_the_top_loads_the_previous_page_once_and_the_lines_stay() {
  start_previous || return 1
  # A wheel turn down: main-3 at the top, the header's row above the screen; near the top.
  t send-keys -t pw -l $'\e[<65;40;10M'
  wait_row 2 main-3 || return 1
  [[ $(lines "$WORK/previous-runs") == 0 ]] || fail "a page ran before any drag (T3)" || return 1
  # A drag near the top, one row down, and the button let go.
  press 40 12
  drag 40 13
  release 40 13
  wait_lines "$WORK/previous-runs" 1 || return 1
  wait_for "loading previous…" || return 1
  wait_row 2 main-2 || return 1
  local top before
  top="$(row 2)"
  before="$(screen | sed -n '2,23p')"
  touch "$WORK/go"
  # The title stops saying it loads when the page's rows have landed.
  wait_gone "loading previous…" || return 1
  [[ "$(row 2)" == "$top" ]] || fail "the top line was '$top', it is '$(row 2)'" || return 1
  [[ "$(screen | sed -n '2,23p')" == "$before" ]] || fail "the lines on screen moved" || return 1
  [[ $(lines "$WORK/previous-runs") == 1 ]] ||
    fail "the previous page ran $(lines "$WORK/previous-runs") times" || return 1
  [[ $(cat "$WORK/previous-runs") == "2 40" ]] ||
    fail "PULLWATCH_PAGE and PULLWATCH_LINES were '$(cat "$WORK/previous-runs")'" || return 1
  # A wheel turn up (three rows) shows the page's last two lines above main-1.
  t send-keys -t pw -l $'\e[<64;40;10M'
  wait_row 2 page-2-line-19 || return 1
  [[ "$(row 3)" == page-2-line-20 && "$(row 4)" == main-1 ]] ||
    fail "main-1 is not under the page" || return 1
  expect_not_screen "Loading previous…" || return 1
  [[ $(lines "$WORK/previous-runs") == 1 ]] || fail "a wheel turn far from the top loaded a page"
}

# The Done-when's second part: a drag past the top while more may come above refreshes nothing
# (T8: no indicator, no run), and once CMD printed nothing (the beginning), a pull refreshes.
a_pull_refreshes_nothing_while_more_may_come_above_then_refreshes_at_the_beginning() {
  start_previous || return 1
  pull 10
  wait_lines "$WORK/previous-runs" 1 || return 1
  wait_for "loading previous…" || return 1
  # The header came down with the content, and no indicator is in the gap.
  wait_for "Loading previous…" || return 1
  expect_not_screen "Pull to refresh" || return 1
  expect_not_screen "Release to refresh" || return 1
  release 40 12
  # Back at the top: the header's row is the list's first again.
  wait_row 2 "Loading previous…" || return 1
  wait_row 3 main-1 || return 1
  expect_not_screen "Refreshing" || return 1
  [[ $(lines "$WORK/main-runs") == 1 ]] || fail "a drag past the top ran the command" || return 1
  # CMD prints nothing: the beginning of the output.
  touch "$WORK/empty" "$WORK/go"
  wait_for "Beginning of output" || return 1
  wait_gone "loading previous…" || return 1
  pull 10
  wait_for "Release to refresh" || return 1
  release 40 12
  wait_lines "$WORK/main-runs" 2 || return 1
  wait_for "✓ Updated" || return 1
  # The run started the pages over: the header waits for a drag again.
  wait_gone "Beginning of output" || return 1
  [[ $(lines "$WORK/previous-runs") == 1 ]] || fail "the refresh ran the previous page"
}

a_failing_previous_page_shows_its_error_and_p_retries() {
  start_previous || return 1
  touch "$WORK/failing" "$WORK/go"
  press 40 5
  release 40 5
  wait_for "Couldn't load previous: disk on fire · p retries" || return 1
  sleep 1 # a failed page waits for the user
  [[ $(lines "$WORK/previous-runs") == 1 ]] || fail "a failed page ran again by itself" || return 1
  rm -f "$WORK/failing"
  t send-keys -t pw p
  wait_lines "$WORK/previous-runs" 2 || return 1
  wait_gone "Couldn't load previous" || return 1
  # Landed at the top: main-1 stays on its row, the page's last line takes the header's.
  wait_row 2 page-2-line-20 || return 1
  [[ "$(row 3)" == main-1 ]] || fail "main-1 moved"
}

# page_command_runs: whether a process runs $WORK/prev.sh (as `sh -c` runs it, or the shell
# that runs the script; not pullwatch, whose arguments name it).
page_command_runs() { pgrep -f "^sh( -c sh)? $WORK/prev\.sh" >/dev/null; }

# wait_no_page_command: until no process runs $WORK/prev.sh.
wait_no_page_command() {
  local deadline=$((SECONDS + 20))
  while ((SECONDS < deadline)); do
    page_command_runs || return 0
    sleep 0.1
  done
  fail "the previous page's command still runs"
}

a_refresh_during_a_previous_page_ends_it_and_starts_over() {
  start_previous || return 1
  press 40 5
  release 40 5
  wait_lines "$WORK/previous-runs" 1 || return 1
  wait_for "Loading previous…" || return 1
  page_command_runs || fail "the previous page's command is not running" || return 1
  t send-keys -t pw r
  wait_lines "$WORK/main-runs" 2 || return 1
  # T9: the page is cancelled, its command ended, and the run starts the pages over.
  wait_gone "Loading previous…" || return 1
  wait_no_page_command || return 1
  wait_gone "Refreshing" || return 1
  # At rest again (the refresh's room closed): the header's row, then main-1.
  wait_row 3 main-1 || return 1
  touch "$WORK/go"
  # A drag starts the pages again from page 2 (once the refresh has ended: a drag during it
  # is one the run's reset forgets, T3, so drag until a page runs).
  local deadline=$((SECONDS + 20))
  while (($(lines "$WORK/previous-runs") < 2)) && ((SECONDS < deadline)); do
    press 40 5
    release 40 5
    sleep 0.5
  done
  wait_lines "$WORK/previous-runs" 2 || return 1
  [[ $(tail -n 1 "$WORK/previous-runs") == "2 40" ]] || fail "the pages did not start over" ||
    return 1
  # Landed at the top: main-1 stays on its row, the page's last line takes the header's.
  wait_row 2 page-2-line-20 || return 1
  [[ "$(row 3)" == main-1 ]] || fail "main-1 moved"
}

# The sample conversation opens at its newest message; a drag near the top loads earlier
# messages above the ones on screen, three pages, then the beginning; a pull then brings a reply.
the_thread_loads_earlier_messages_above_then_says_it_is_the_beginning() {
  start "$BIN --thread"
  wait_for "32 messages" || return 1
  wait_row 23 "Meeting at ten?" || return 1
  wait_mode mouse_sgr_flag 1 || return 1
  # Put at its top by a key, it loads nothing: no drag yet (T3).
  t send-keys -t pw Home
  wait_row 3 "Mark II stopped again" || return 1
  expect_not_screen "Loading earlier messages…" || return 1
  press 40 10
  release 40 10
  wait_for "Loading earlier messages…" || return 1
  wait_for "44 messages" || return 1
  wait_row 3 "Mark II stopped again" || return 1
  # Back to the top: the next pages load by themselves, then the beginning shows.
  t send-keys -t pw Home
  wait_for "56 messages" || return 1
  t send-keys -t pw Home
  wait_for "68 messages" || return 1
  t send-keys -t pw Home
  wait_for "Beginning of the conversation" || return 1
  pull 10
  wait_for "Release to refresh" || return 1
  release 40 12
  wait_for "69 messages"
}

previous_options_are_one_line_errors() {
  one_line_errors '^pullwatch: .*--previous' "--previous '' -- date" "--previous 'echo x'" \
    "--previous"
  one_line_errors '^pullwatch: .*--thread' "--thread date" "--thread=1"
}
