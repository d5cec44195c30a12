# Content states (issue 31): the output with no lines is the engine's content phase. The first
# run shows a full-screen loader, a run that printed nothing "No output", one that failed with
# nothing printed why; both can be pulled, and r runs the command again under the loader.
# shellcheck shell=bash

# now_ms: the time in milliseconds.
now_ms() { echo $((${EPOCHREALTIME/./} / 1000)); }

# row_of TEXT: the first screen row (1-based) that has TEXT, or nothing.
row_of() { screen | grep -nF -- "$1" | head -1 | cut -d: -f1; }

# The done-when check: a loader during the first second of `sleep 1`, then the empty state.
the_first_run_shows_the_loader_then_no_output() {
  local started seen ended
  started="$(now_ms)"
  start "$BIN --manual 'sleep 1'"
  wait_for "Running the command…" 2 || return 1
  seen=$(($(now_ms) - started))
  ((seen < 1000)) || fail "the loader showed after $seen ms" || return 1
  # Full screen: in the middle of the list, and nothing offers a pull.
  local row
  row="$(row_of "Running the command…")"
  ((row >= 11 && row <= 13)) || fail "the loader is on row $row" || return 1
  expect_not_screen "No output" || return 1
  expect_not_screen "to refresh" || return 1
  wait_for "No output" 5 || return 1
  ended=$(($(now_ms) - started))
  ((ended >= 1000)) || fail "'No output' after $ended ms, before the command ended" || return 1
  expect_screen "pull down or press r to run it again" || return 1
  expect_not_screen "Running the command…" || return 1
  expect_screen "✓ Updated"
}

# The done-when check: a drag past the threshold on the empty state runs the command again; the
# view follows the pull.
a_drag_on_no_output_runs_the_command_again() {
  rm -f "$WORK/runs"
  start "$BIN --manual 'echo run >>$WORK/runs'"
  wait_for "No output" || return 1
  wait_mode mouse_sgr_flag 1 || return 1
  (($(runs) == 1)) || fail "the command ran $(runs) times before the pull" || return 1
  local before
  before="$(row_of "No output")"
  pull 10
  wait_for "Release to refresh" || return 1
  (($(row_of "No output") > before)) || fail "the empty view did not follow the pull" || return 1
  release 40 12
  wait_runs 2 10 || return 1
  wait_for "No output" || return 1
  sleep 1
  (($(runs) == 2)) || fail "the command ran $(runs) times, expected 2"
}

# The done-when check: a command that fails writing only an error (`echo boom >&2; exit 3`) shows
# it, and r runs it again. Standard error shares the output's pipe, as in watch (issue 19), so
# the error is the output: it shows as rows, the failure on the status row.
a_failing_command_shows_its_error_and_r_runs_it_again() {
  rm -f "$WORK/runs"
  start "$BIN --manual -x -- sh -c 'echo run >>$WORK/runs; echo boom >&2; exit 3'"
  wait_for "Refresh failed: exit status 3" || return 1
  wait_for_row 2 "boom" || return 1
  t send-keys -t pw r
  wait_runs 2 10 || return 1
  wait_for "Refresh failed: exit status 3" || return 1
  wait_for_row 2 "boom"
}

# A run that fails with nothing printed shows why in the list; r retries under the loader (no
# ring), and a drag past the threshold runs it again too.
a_failure_with_nothing_printed_shows_why_and_r_retries() {
  rm -f "$WORK/runs"
  start "$BIN --manual -x -- sh -c 'echo run >>$WORK/runs; sleep 0.5; exit 3'"
  wait_for "✗ exit status 3" || return 1
  expect_screen "r retries · or pull down" || return 1
  expect_screen "✗ Refresh failed: exit status 3" || return 1
  t send-keys -t pw r
  wait_for "Running the command…" || return 1
  expect_not_screen "Refreshing…" || return 1
  expect_not_screen "✗ exit status 3" || return 1
  wait_for "✗ exit status 3" || return 1
  (($(runs) == 2)) || fail "the command ran $(runs) times, expected 2" || return 1
  wait_mode mouse_sgr_flag 1 || return 1
  pull 10
  wait_for "Release to refresh" || return 1
  release 40 12
  wait_for "Refreshing…" || return 1
  wait_runs 3 10 || return 1
  wait_for "✗ exit status 3"
}

# F3: a pull on the loader neither arms nor runs anything.
a_pull_on_the_loader_does_nothing() {
  rm -f "$WORK/runs"
  start "$BIN --manual 'echo run >>$WORK/runs; sleep 2'"
  wait_for "Running the command…" || return 1
  wait_mode mouse_sgr_flag 1 || return 1
  pull 10
  sleep 0.3
  expect_not_screen "to refresh" || return 1
  expect_screen "Running the command…" || return 1
  release 40 12
  wait_for "No output" || return 1
  sleep 1
  (($(runs) == 1)) || fail "the command ran $(runs) times, expected 1"
}

# Esc on the loader: nothing to show (the first run never ended), the status says so; r runs it
# again under the loader.
escape_on_the_loader_then_r_runs_it_again() {
  rm -f "$WORK/runs"
  start "$BIN --manual 'echo run >>$WORK/runs; sleep 30'"
  wait_for "Running the command…" || return 1
  t send-keys -t pw Escape
  wait_for "⊘ Refresh cancelled" || return 1
  expect_not_screen "Running the command…" || return 1
  expect_not_screen "No output" || return 1
  t send-keys -t pw r
  wait_for "Running the command…" || return 1
  wait_runs 2 10
}
