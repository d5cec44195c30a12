# Load more (issue 18): the inbox's older mail, and `--more CMD` paging a command's output.
# shellcheck shell=bash

# The inbox (36 messages, 22 rows of list in 80x24) loads a page of 12 older messages when End
# brings its end near, with the spinner in the footer row, and says so after the third page.
the_inbox_loads_older_messages_then_says_no_more() {
  start "$BIN"
  wait_for "Inbox · 36 messages" || return 1
  expect_not_screen "Loading more…" || return 1
  t send-keys -t pw End
  wait_for "Loading more…" || return 1
  expect_screen "Barbara Simons" || return 1
  wait_for "Inbox · 48 messages" || return 1
  wait_for "Charles Babbage" || return 1
  expect_not_screen "Loading more…" || return 1
  t send-keys -t pw End
  wait_for "Inbox · 60 messages" || return 1
  t send-keys -t pw End
  wait_for "Inbox · 72 messages" || return 1
  t send-keys -t pw End
  wait_for "No more messages" || return 1
  expect_screen "George Boole"
}

# page_script: $WORK/page.sh prints a header with its page and lines and 19 numbered lines; with
# $WORK/slow it runs $SLEEP instead, with $WORK/failing it fails, and past page $WORK/last (if
# any) it prints nothing.
page_script() {
  cat >"$WORK/page.sh" <<EOF
if [ -e "$WORK/slow" ]; then exec $SLEEP; fi
if [ -e "$WORK/failing" ]; then echo 'not appended'; echo 'disk on fire' >&2; echo 'second error' >&2; exit 3; fi
if [ -e "$WORK/last" ] && [ "\$PULLWATCH_PAGE" -gt "\$(cat "$WORK/last")" ]; then exit 0; fi
echo "page \$PULLWATCH_PAGE after \$PULLWATCH_LINES"
seq -f "page-\$PULLWATCH_PAGE-line-%g" 19
EOF
  rm -f "$WORK/slow" "$WORK/failing" "$WORK/last"
}

# start_paged [OPTIONS...]: pullwatch in a shell paging 40 numbered lines with page.sh.
start_paged() {
  next_sleep
  page_script
  in_a_shell "$* --more \"sh $WORK/page.sh\" -- seq -f main-%g 40"
  wait_for "✓ Updated" || return 1
  wait_for "main-1" || return 1
}

more_appends_pages_with_their_number_and_lines() {
  start_paged || return 1
  expect_not_screen "page 2" || return 1
  t send-keys -t pw End
  wait_for "page 2 after 40" || return 1
  expect_screen "main-40" || return 1
  t send-keys -t pw End
  wait_for "page 3 after 60" || return 1
  expect_screen "page-2-line-19"
}

more_with_no_output_is_the_end() {
  start_paged || return 1
  echo 2 >"$WORK/last"
  t send-keys -t pw End
  wait_for "page 2 after 40" || return 1
  t send-keys -t pw End
  wait_for "No more output" || return 1
  expect_not_screen "page 3"
}

a_failing_more_shows_its_error_and_m_retries() {
  start_paged || return 1
  touch "$WORK/failing"
  t send-keys -t pw End
  wait_for "Couldn't load more: disk on fire · m retries" || return 1
  expect_not_screen "not appended" || return 1
  expect_not_screen "second error" || return 1
  sleep 1 # a failed page waits for the user
  expect_screen "Couldn't load more" || return 1
  rm -f "$WORK/failing"
  t send-keys -t pw m
  wait_for "page 2 after 40" || return 1
  expect_not_screen "Couldn't load more"
}

a_wheel_toward_the_end_retries_a_failed_page() {
  start_paged || return 1
  touch "$WORK/failing"
  t send-keys -t pw End
  wait_for "Couldn't load more: disk on fire" || return 1
  rm -f "$WORK/failing"
  t send-keys -t pw -l $'\e[<65;40;5M'
  wait_for "page 2 after 40"
}

a_refresh_during_a_page_load_ends_it_and_starts_over() {
  start_paged || return 1
  t send-keys -t pw End
  wait_for "page 2 after 40" || return 1
  touch "$WORK/slow"
  t send-keys -t pw End
  wait_for "Loading more…" || return 1
  wait_sleeping 1 || return 1
  t send-keys -t pw r
  wait_sleeping 0 3 || return 1
  # The refresh starts the pages over: the main command's output replaces the appended pages
  # (the old screen stays until the new run ends, so wait for it rather than look at once).
  wait_gone "page 2 after 40" || return 1
  wait_for "main-40" || return 1
  expect_not_screen "Loading more…" || return 1
  rm -f "$WORK/slow"
  t send-keys -t pw End
  wait_for "page 2 after 40" || return 1
  expect_not_screen "page 3"
}

quitting_during_a_page_load_leaves_nothing_running() {
  start_paged || return 1
  touch "$WORK/slow"
  t send-keys -t pw End
  wait_for "Loading more…" || return 1
  wait_sleeping 1 || return 1
  t send-keys -t pw q
  wait_for "exit=0" || return 1
  [[ $(sleeping) == 0 ]] || fail "$(sleeping) processes run '$SLEEP' after pullwatch exited"
}

more_options_are_one_line_errors() {
  one_line_errors '^pullwatch: .*--more' "--more '' -- date" "--more 'echo x'" "--more"
}
