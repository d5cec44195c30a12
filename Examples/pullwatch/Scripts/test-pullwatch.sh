#!/usr/bin/env bash
# End-to-end tests of pullwatch in a real terminal.
#
# Each scenario starts the built pullwatch in a detached tmux pane of 80x24, types mouse events
# as SGR (1006) sequences with `tmux send-keys -l` and keys with `tmux send-keys`, and reads the
# screen with `tmux capture-pane -p` and the terminal's modes with `tmux display -p`.
#
# The scenarios are in Scripts/pullwatch-e2e/*.sh: basics (the pull, keys, the terminal), runner
# (defects 1, 2 and 5: nothing left running, bounded output, flat descriptors and memory) and
# watch (defects 3, 4, 6, 7 and what watch users expect), more (load more: the inbox's older
# mail and --more), issue19 (what a watch user trips over), search (/, n and N, and the ? help
# screen), history (the runs kept: [ and ], failed runs marked, -d against the run before,
# --history and bounded memory), policy (the engine's refresh policy: -n as watch counts it,
# --stale-after and --refresh-on-focus with the window's focus as tmux reports it, fg), states
# (issue 31's content states: the first run's loader, "No output", the failed view, r and a pull)
# and previous (issue 32's top end: --previous and --thread, the lines on screen kept in place).
#
# usage: Scripts/test-pullwatch.sh [SCENARIO...]   (all by default; needs tmux, pgrep, prlimit and
#                                                   ping: CI installs them)
set -euo pipefail
cd "$(dirname "$0")/.."

command -v tmux >/dev/null || { echo "test-pullwatch: tmux is not installed" >&2; exit 2; }

swift build --product pullwatch >/dev/null
swift build --product refresh-replay >/dev/null
BIN="$(swift build --show-bin-path)/pullwatch"
REPLAY="$(swift build --show-bin-path)/refresh-replay"
WORK="$(mktemp -d)"
SOCKET=""
servers=0
stop_server() { [[ -z $SOCKET ]] || tmux -L "$SOCKET" kill-server 2>/dev/null || true; }
trap 'stop_server; rm -rf "$WORK"' EXIT
printf 'set -g remain-on-exit on\nset -g history-limit 0\n' >"$WORK/tmux.conf"

passed=0
failed=0
scenario=""

t() { tmux -L "$SOCKET" "$@"; }
screen() { t capture-pane -p -t pw; }
mode() { t display -p -t pw "#{$1}"; }

# start COMMAND...: a fresh 80x24 pane running COMMAND (a shell line), on a server of its own.
start() {
  stop_server
  servers=$((servers + 1))
  SOCKET="pullwatch-e2e-$$-$servers"
  t -u -f "$WORK/tmux.conf" new-session -d -s pw -x 80 -y 24 "$*"
}

fail() {
  echo "  FAIL: $scenario: $*"
  echo "  ---- screen ----"
  screen | sed 's/^/  | /'
  echo "  ----------------"
  failed=$((failed + 1))
  return 1
}

# wait_for TEXT [SECONDS]: until TEXT is on the screen.
wait_for() {
  local deadline=$((SECONDS + ${2:-20}))
  while ((SECONDS < deadline)); do
    screen | grep -qF -- "$1" && return 0
    sleep 0.1
  done
  fail "did not see '$1'"
}

# wait_gone TEXT [SECONDS]: until TEXT is no longer on the screen.
wait_gone() {
  local deadline=$((SECONDS + ${2:-20}))
  while ((SECONDS < deadline)); do
    screen | grep -qF -- "$1" || return 0
    sleep 0.1
  done
  fail "still saw '$1'"
}

# wait_mode NAME VALUE: until the pane's mode NAME has VALUE.
wait_mode() {
  local deadline=$((SECONDS + 20))
  while ((SECONDS < deadline)); do
    [[ "$(mode "$1")" == "$2" ]] && return 0
    sleep 0.1
  done
  fail "mode $1 is $(mode "$1"), expected $2"
}

expect_screen() { screen | grep -qF -- "$1" || fail "expected '$1' on the screen"; }
expect_not_screen() { if screen | grep -qF -- "$1"; then fail "did not expect '$1'"; fi; }

# Mouse events at a 1-based column and row, as a terminal reports them in SGR mode.
press() { t send-keys -t pw -l $'\e[<0;'"$1;$2M"; }
drag() { t send-keys -t pw -l $'\e[<32;'"$1;$2M"; }
release() { t send-keys -t pw -l $'\e[<0;'"$1;$2m"; }

# pull ROWS: press on the first list row (terminal row 2) and drag down ROWS rows, one at a time.
pull() {
  press 40 2
  for ((row = 3; row <= 2 + $1; row++)); do drag 40 "$row"; done
}

run() {
  scenario="$1"
  if "$1"; then
    echo "ok: $1"
    passed=$((passed + 1))
  fi
}

for file in Scripts/pullwatch-e2e/*.sh; do
  # shellcheck source=/dev/null
  source "$file"
done

scenarios=(
  a_short_drag_changes_nothing a_long_drag_and_release_refreshes r_refreshes
  a_failing_command_shows_its_output_and_the_error diff_output_shows_with_its_exit_status
  escape_cancels_a_slow_command q_restores_the_terminal sigterm_restores_the_terminal
  ctrl_c_quits_at_once_even_mid_run_with_130 wheel_and_keys_scroll resizing_redraws
  no_color_is_honoured a_recorded_session_replays idle_draws_nothing_and_uses_no_cpu
  not_a_terminal_is_one_line_and_exit_2
  escape_and_ctrl_c_end_the_command_and_its_children a_timeout_ends_the_command
  q_ends_the_command sigterm_ends_the_command sighup_ends_the_command a_crash_ends_the_command
  yes_is_cut_and_memory_stays_flat a_yes_with_long_lines_is_cut_at_10_MiB max_lines_cuts_the_output
  output_shows_while_the_command_runs tail_f_memory_stays_flat ping_memory_stays_flat
  descriptors_stay_flat_over_a_hundred_refreshes memory_stays_flat_over_refreshes
  running_out_of_descriptors_is_an_error_not_a_hang
  bad_numbers_are_one_line_and_exit_2 an_unwritable_record_path_fails_at_start
  term_dumb_is_one_line_and_exit_2 sigquit_restores_the_terminal ctrl_z_suspends_and_fg_redraws
  a_shell_runs_the_command the_title_keeps_the_quoting_and_reads_durations
  color_renders_sgr_and_strips_the_rest carriage_return_and_backspace_act_as_on_a_terminal
  differences_highlight_what_changed long_lines_wrap_and_w_cuts_them_with_an_ellipsis
  space_pauses_the_timer_and_the_title_says_so timed_refreshes_leave_the_output_where_it_is
  vi_keys_and_upper_case_forms errexit_freezes_then_exits_8_on_a_key
  chgexit_exits_when_the_output_changes beep_rings_the_bell_on_a_failure
  no_title_hides_the_title_line a_recorded_session_draws_without_claiming_an_endless_action
  the_inbox_loads_older_messages_then_says_no_more more_appends_pages_with_their_number_and_lines
  more_with_no_output_is_the_end a_failing_more_shows_its_error_and_m_retries
  a_wheel_toward_the_end_retries_a_failed_page a_refresh_during_a_page_load_ends_it_and_starts_over
  quitting_during_a_page_load_leaves_nothing_running more_options_are_one_line_errors
  stdout_and_stderr_keep_their_order quitting_with_a_timer_mid_run_starts_nothing_and_leaves_nothing
  short_intervals_are_honoured differences_permanent_in_both_spellings
  chgexit_exits_on_a_change_in_failing_runs help_lists_every_exit_status errexit_shows_only_press_a_key
  idle_wakes_up_never columns_and_lines_are_the_window_size no_title_gives_the_whole_screen_to_the_output
  the_title_shows_the_host_name a_command_reruns_every_two_seconds_unless_manual
  slash_finds_text_below_the_screen_and_scrolls_to_it n_and_shift_n_move_between_matches_and_wrap
  a_pattern_not_found_says_so q_in_the_prompt_types_q_rather_than_quitting
  escape_leaves_the_prompt_without_cancelling_a_refresh
  search_scrolls_cut_lines_sideways_and_no_title_uses_the_last_row
  question_mark_shows_the_keys_and_a_key_closes_it help_in_a_small_window_scrolls_and_cuts
  brackets_step_through_earlier_runs_while_the_timer_goes_on a_failed_run_is_marked_in_the_history
  differences_compare_the_run_shown_with_the_one_before history_bad_values_are_one_line_and_exit_2
  history_memory_stays_bounded a_timed_out_run_shows_what_it_wrote
  an_unchanging_large_output_keeps_every_run errexit_freezes_on_a_timed_out_run
  focus_back_on_stale_output_runs_it_again focus_back_on_fresh_output_runs_nothing
  without_refresh_on_focus_the_focus_changes_nothing fg_runs_stale_output_again
  dash_n_counts_from_the_end_of_a_run dash_n_after_a_timed_out_run
  a_recorded_timer_session_replays
  the_first_run_shows_the_loader_then_no_output a_drag_on_no_output_runs_the_command_again
  a_failing_command_shows_its_error_and_r_runs_it_again
  a_failure_with_nothing_printed_shows_why_and_r_retries a_pull_on_the_loader_does_nothing
  escape_on_the_loader_then_r_runs_it_again
  a_drag_near_the_top_loads_the_previous_page_once_and_the_lines_stay
  a_pull_refreshes_nothing_while_more_may_come_above_then_refreshes_at_the_beginning
  a_failing_previous_page_shows_its_error_and_p_retries
  a_refresh_during_a_previous_page_ends_it_and_starts_over
  the_thread_loads_earlier_messages_above_then_says_it_is_the_beginning
  previous_options_are_one_line_errors
)
if (($#)); then scenarios=("$@"); fi
for name in "${scenarios[@]}"; do run "$name"; done

echo "pullwatch end-to-end: $passed passed, $failed failed"
((failed == 0))
