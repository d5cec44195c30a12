# The history of runs (issue 19, what viddy and hwatch users love): [ and ] step through earlier
# runs while the timer goes on, the status row marks the failed ones, -d compares the run shown
# with the one before it, and memory stays bounded.
# shellcheck shell=bash
# The commands' bodies are single-quoted for the shell that pullwatch runs them with:
# shellcheck disable=SC2016

# counting_runs BODY: a command that appends a line to $WORK/runs, sets n to its run's number,
# then runs BODY.
counting_runs() { printf "echo run >>$WORK/runs; n=\$(wc -l <$WORK/runs); %s" "$1"; }

# shown_run: the number of the run the title says is shown ("run K of M"), or nothing.
shown_run() { screen | sed -n 1p | sed -n 's/.* run \([0-9]*\) of [0-9]*.*/\1/p'; }

# step_back_from_live: [ from the live output, until the title says a run is shown.
step_back_from_live() {
  t send-keys -t pw '['
  wait_for "not live"
}

# runs_so_far: the M of the title's "run K of M", or nothing.
runs_so_far() { screen | sed -n 1p | sed -n 's/.* run [0-9]* of \([0-9]*\).*/\1/p'; }

brackets_step_through_earlier_runs_while_the_timer_goes_on() {
  rm -f "$WORK/runs"
  start "$BIN -n 0.3 -- '$(counting_runs 'echo output-of-run-$n')'"
  wait_runs 4 || return 1
  step_back_from_live || return 1
  local shown total
  shown="$(shown_run)"
  total="$(runs_so_far)"
  [[ -n $shown && $shown -lt $total ]] || fail "the title names run '$shown' of '$total'" || return 1
  expect_screen "output-of-run-$shown" || return 1
  # The run's time of day (this minute, or the one before if the minute just turned).
  screen | sed -n 1p | grep -qE "$(date +%H:%M)|$(date -d '1 minute ago' +%H:%M)" ||
    fail "the title has not the run's time" || return 1
  # The timer goes on: new runs join the history, and the run shown stays put.
  wait_runs $((total + 3)) || return 1
  sleep 0.5
  [[ $(shown_run) == "$shown" && $(runs_so_far) -ge $((total + 3)) ]] ||
    fail "the title says run '$(shown_run)' of '$(runs_so_far)', expected $shown of $((total + 3)) or more" || return 1
  expect_screen "output-of-run-$shown" || return 1
  t send-keys -t pw '['
  wait_for "run $((shown - 1)) of" || return 1
  expect_screen "output-of-run-$((shown - 1))" || return 1
  t send-keys -t pw ']'
  wait_for "run $shown of" || return 1
  # Past the newest is live again: ] until the title no longer says "not live", with the timer
  # paused so that the newest stays where it is, however slow the presses.
  t send-keys -t pw Space
  wait_for "paused" || return 1
  local presses=0
  while screen | grep -qF "not live" && ((presses < 40)); do
    t send-keys -t pw ']'
    presses=$((presses + 1))
    sleep 0.1
  done
  wait_gone "not live" 5 || return 1
  t send-keys -t pw Space
  wait_gone "paused" || return 1
  # A refresh asked for by a person goes live.
  step_back_from_live || return 1
  t send-keys -t pw r
  wait_gone "not live" 5
}

a_failed_run_is_marked_in_the_history() {
  rm -f "$WORK/runs"
  # Odd runs fail with exit 3, even runs succeed.
  start "$BIN -n 0.3 -- '$(counting_runs 'echo run-$n; exit $((n % 2 * 3))')'"
  wait_runs 5 || return 1
  step_back_from_live || return 1
  local shown
  shown="$(shown_run)"
  [[ -n $shown ]] || fail "no run number in the title" || return 1
  if ((shown % 2)); then
    wait_for "✗ exit 3 at " || return 1
    expect_screen "[✗]" || return 1
  else
    wait_for "✓ exit 0 at " || return 1
    expect_screen "[✓]" || return 1
  fi
  # The neighbours: the failed ones are marked, and counted.
  expect_screen "✓✗" || return 1
  screen | grep -qE "[0-9]+ of [0-9]+ runs failed" || fail "no count of failed runs" || return 1
  t send-keys -t pw '['
  wait_for "run $((shown - 1)) of" || return 1
  if ((shown % 2)); then wait_for "✓ exit 0 at "; else wait_for "✗ exit 3 at "; fi
}

# highlighted_row TEXT: whether the screen row with TEXT (not cut by an escape) has a digit in
# reverse video.
highlighted_row() {
  capture | grep -F -- "$1" | grep -qE $'\e\\[([0-9;]*;)?7(;[0-9;]*)?m[0-9]'
}

differences_compare_the_run_shown_with_the_one_before() {
  rm -f "$WORK/runs"
  # The a- line changes every run, the b- line every other run (at even runs).
  start "$BIN -d -n 0.3 -- '$(counting_runs 'echo a-$((n % 10)); echo b-$((n / 2 % 10))')'"
  wait_runs 6 || return 1
  step_back_from_live || return 1
  # The run shown, read before the key that moves it (read after, it may have moved already).
  local shown
  shown="$(shown_run)"
  t send-keys -t pw '['
  shown=$((shown - 1))
  wait_for "run $shown of" || return 1
  sleep 0.3
  highlighted_row "a-" || fail "run $shown: a- is not marked against run $((shown - 1))" || return 1
  if ((shown % 2)); then
    if highlighted_row "b-"; then fail "run $shown: b- marked, unchanged since run $((shown - 1))"; return 1; fi
  else
    highlighted_row "b-" || fail "run $shown: b- not marked, changed since run $((shown - 1))" || return 1
  fi
  t send-keys -t pw '['
  wait_for "run $((shown - 1)) of" || return 1
  sleep 0.3
  if ((shown % 2)); then
    highlighted_row "b-" || fail "run $((shown - 1)): b- not marked" || return 1
  else
    if highlighted_row "b-"; then fail "run $((shown - 1)): b- marked"; return 1; fi
  fi
}

history_bad_values_are_one_line_and_exit_2() {
  one_line_errors '^pullwatch: --history' "--history 0 date" "--history -1 date" \
    "--history 99999999999 date" "--history -9223372036854775808 date" "--history x date" \
    "--history"
}

# Runs of 1.8 MB (90,000 lines, under --max-lines) that all differ: without a bound the history
# would grow by that much a run.
history_memory_stays_bounded() {
  rm -f "$WORK/runs"
  start "$BIN --every 0.1 -- '$(counting_runs 'echo $n; seq -f %019g 1 90000')'"
  local n=20 output_kb
  output_kb=$(($(seq -f %019g 1 90000 | wc -c) / 1024))
  # A history without a bound grows the floor over both stretches of 40 runs, by 70 MB each:
  # the margin is half of it.
  floor_stays_flat "$n" $((n * output_kb)) || return 1
  # The byte budget (4 MiB beyond the newest two) keeps two or three runs of 1.8 MB: [ stops there.
  t send-keys -t pw space
  wait_for "paused" || return 1
  for _ in $(seq 1 12); do t send-keys -t pw '['; done
  wait_for "not live" || return 1
  # Until the presses are all handled: the run shown stays the same for a second.
  local oldest total deadline=$((SECONDS + 30))
  oldest="$(shown_run)"
  while sleep 1; do
    [[ $(shown_run) == "$oldest" ]] || ((SECONDS > deadline)) || { oldest="$(shown_run)"; continue; }
    break
  done
  total="$(runs_so_far)"
  [[ -n $oldest ]] || fail "no run number in the title" || return 1
  ((total - oldest <= 6)) || fail "run $oldest of $total is kept: more than the budget holds"
}

# A run that times out shows what it wrote before it was ended, live, and is kept marked ⧖.
a_timed_out_run_shows_what_it_wrote() {
  start "$BIN --manual --timeout 0.5 -- 'echo written-before-the-timeout; exec sleep 30'"
  wait_for "timed out after 0.5s" || return 1
  wait_for "written-before-the-timeout" 5 || return 1
  expect_not_screen "not live" || return 1
  t send-keys -t pw '['
  wait_for "no earlier run kept" || return 1
}

# An output that does not change costs one copy: runs of the same 4.5 MB (past the 4 MiB budget)
# are all kept, and the run shown stays while new ones come.
an_unchanging_large_output_keeps_every_run() {
  rm -f "$WORK/runs"
  head -c 4500000 /dev/zero | tr '\0' 'x' | fold -w 100 >"$WORK/big.txt"
  start "$BIN -n 0.2 --max-bytes 8000000 -- '$(counting_runs "cat $WORK/big.txt")'"
  wait_runs 6 || return 1
  # Paused, the runs stay as they are: [ until there is no earlier run, which must be the first.
  t send-keys -t pw Space
  wait_for "paused" || return 1
  local presses=0
  while ! screen | grep -qF "no earlier run kept" && ((presses < 60)); do
    t send-keys -t pw '['
    presses=$((presses + 1))
    sleep 0.2
  done
  wait_for "no earlier run kept" 5 || return 1
  [[ $(shown_run) == 1 ]] || fail "the oldest run kept is run $(shown_run), expected 1" || return 1
  # Going on, new runs come and the run shown stays, marked among its neighbours.
  t send-keys -t pw Space
  wait_gone "paused" || return 1
  local total
  total="$(runs)"
  wait_runs $((total + 3)) || return 1
  [[ $(shown_run) == 1 ]] || fail "the run shown moved from 1 to $(shown_run)" || return 1
  expect_screen "[✓]"
}

# With -e a run that times out freezes the screen as a failing run does: what it wrote stays,
# the status says why, and a key exits with 8.
errexit_freezes_on_a_timed_out_run() {
  rm -f "$WORK/runs"
  counting_runs 'echo before-timeout-$n; exec sleep 30' >"$WORK/slow.sh"
  in_a_shell "-e -n 0.2 --timeout 0.3 -- sh $WORK/slow.sh"
  wait_for "timed out after 0.3s · press a key to exit" || return 1
  expect_screen "before-timeout-1" || return 1
  sleep 1
  [[ $(runs) == 1 ]] || fail "$(runs) runs after the freeze, expected 1" || return 1
  t send-keys -t pw x
  expect_restored 8
}
