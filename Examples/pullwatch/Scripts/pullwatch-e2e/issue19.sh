# What a watch user trips over (issue 19): each defect has a scenario that failed before its fix.
# shellcheck shell=bash

# Defect 1: one pipe for standard output and standard error, as watch has, so the order is the
# order of the writes; and identical runs are identical, so -g does not exit.
stdout_and_stderr_keep_their_order() {
  start "$BIN -- 'for i in 1 2 3 4 5; do echo out\$i; echo err\$i >&2; done'"
  wait_for "✓ Updated" || return 1
  wait_for_row 2 "out1" || return 1 # the indicator has gone
  local shown
  shown="$(screen | sed -n 2,11p | tr '\n' ' ')"
  [[ $shown == "out1 err1 out2 err2 out3 err3 out4 err4 out5 err5 " ]] ||
    fail "rows 2 to 11 are '$shown'" || return 1
  rm -f "$WORK/runs"
  printf 'echo run >>%s\nfor i in 1 2 3 4 5; do echo out$i; echo err$i >&2; done\n' "$WORK/runs" \
    >"$WORK/both.sh"
  in_a_shell "-g -n 0.1 -- sh $WORK/both.sh"
  wait_runs 20 || return 1
  expect_not_screen "exit=" || return 1
  t send-keys -t pw q
  expect_restored 0
}

# Defect 3: quitting with -n while a run is in flight starts no other run, and leaves nothing.
# quit_mid_run_with_a_timer HOW STATUS: q, a signal, or "close" (the terminal goes away).
quit_mid_run_with_a_timer() {
  rm -f "$WORK/runs"
  next_sleep
  printf 'echo run >>%s\n%s\n' "$WORK/runs" "$SLEEP" >"$WORK/mid-run.sh"
  in_a_shell "-n 0.2 -- sh $WORK/mid-run.sh"
  wait_sleeping 1 || return 1
  local count pid
  count="$(runs)"
  pid="$(pullwatch_pid)"
  case $1 in
    q) t send-keys -t pw q ;;
    close) stop_server ;;
    *) kill "-$1" "$pid" || fail "no pullwatch process to signal" || return 1 ;;
  esac
  if [[ $1 == close ]]; then
    local deadline=$((SECONDS + 20))
    while [[ -e /proc/$pid ]] && ((SECONDS < deadline)); do sleep 0.1; done
    [[ ! -e /proc/$pid ]] || fail "pullwatch still runs after its terminal closed" || return 1
  else
    wait_for "exit=$2" || return 1
  fi
  # Nothing happens after the exit, given a margin of five intervals for a late run to show.
  sleep 1
  [[ $(sleeping) == 0 ]] || fail "$1: $(sleeping) processes run '$SLEEP' after the exit" || return 1
  (($(runs) == count)) || fail "$1: the command ran $(($(runs) - count)) more times after quit"
}

quitting_with_a_timer_mid_run_starts_nothing_and_leaves_nothing() {
  quit_mid_run_with_a_timer q 0 || return 1
  quit_mid_run_with_a_timer TERM 143 || return 1
  quit_mid_run_with_a_timer INT 130 || return 1
  quit_mid_run_with_a_timer HUP 129 || return 1
  quit_mid_run_with_a_timer close
}

# Defect 2: -n 0.1 runs about every 0.1 s (watch: 0.106 s); before, a run was held for the
# engine's 0.3 s minimum. The mean gap over at least 2 s of runs must be under 0.2 s: twice the
# interval for a busy machine, and well under the 0.3 s the old floor gave.
short_intervals_are_honoured() {
  rm -f "$WORK/times"
  start "$BIN -n 0.1 -- 'date +%s.%N >>$WORK/times'"
  local deadline=$((SECONDS + 30))
  while { [[ ! -e $WORK/times ]] || (($(wc -l <"$WORK/times") < 30)); } && ((SECONDS < deadline)); do
    sleep 0.2
  done
  local gap
  gap="$(awk 'NR > 5 { if (!first) first = $1; last = $1; n++ } END {
    if (n > 1 && last - first >= 2) printf "%.3f", (last - first) / (n - 1); else print "none" }' \
    "$WORK/times")"
  [[ $gap != none ]] || fail "too few runs: $(wc -l <"$WORK/times")" || return 1
  awk -v gap="$gap" 'BEGIN { exit !(gap < 0.2) }' || fail "a run every $gap s with -n 0.1"
}

# Defect 4: watch's spelling -d=permanent, and --differences=permanent.
differences_permanent_in_both_spellings() {
  local spelling
  for spelling in -d=permanent --differences=permanent; do
    start "$BIN $spelling -n 0.3 -- 'date +%N'; echo exit=\$?; exec sleep 60"
    wait_for "✓ Updated" 10 || return 1
    expect_not_screen "unknown option" || return 1
  done
}

# Defect 5: -g exits on a change in a run that fails, as watch does.
chgexit_exits_on_a_change_in_failing_runs() {
  printf 'date +%%N\nexit 1\n' >"$WORK/failing.sh"
  in_a_shell "-g -n 0.2 -- sh $WORK/failing.sh"
  expect_restored 0
}

# Defect 6: idle, nothing of pullwatch's wakes up: no timer when nothing animates or is
# scheduled (no frame timer, no status clock, no poll). The context switches of its threads over
# 5 s of idling must be at most 2, where a 1 s timer gives 5 or more.
#
# One thread is left out: libdispatch's manager (named "...qos.overcommit"). On Linux, once any
# Swift concurrency work has run on the global pool (every Task.sleep does), libdispatch arms a
# 1 s timer of its own there to watch its thread pool (the internal workqueue monitor); it wakes
# that thread only, runs nothing of pullwatch's and cannot be turned off from the program. It is
# the one wake-up a second the issue measured.
context_switches() {
  local pid task sum=0
  pid="$(pullwatch_pid)"
  for task in /proc/"$pid"/task/*; do
    [[ $(cat "$task/comm" 2>/dev/null) == *qos.overcommit ]] && continue
    sum=$((sum + $(awk '/^(voluntary|nonvoluntary)_ctxt_switches/ { n += $2 } END { print n + 0 }' \
      "$task/status" 2>/dev/null || echo 0)))
  done
  echo "$sum"
}

idle_wakes_up_never() {
  local arguments shows
  for arguments in "" "-n 3600 -- echo idle-line"; do
    shows="Pull down to refresh"
    [[ -n $arguments ]] && shows="✓ Updated"
    start "$BIN $arguments"
    wait_for "$shows" || return 1
    sleep 1 # the spring back and the last frame are over
    local before after
    before="$(context_switches)"
    sleep 5
    after="$(context_switches)"
    ((after - before <= 2)) ||
      fail "'$arguments': $((after - before)) context switches in 5 s of idling" || return 1
  done
}

# Defect 6: --help lists every exit status the README does, SIGHUP's 129 too.
help_lists_every_exit_status() {
  "$BIN" --help >"$WORK/help" 2>&1 || fail "--help failed" || return 1
  local status
  for status in "0 after q" "2 for a bad" "8 after a failing" "129 SIGHUP" "130 Ctrl-C" \
    "131 SIGQUIT" "143" "1 when"; do
    tr -s ' \n' '  ' <"$WORK/help" | grep -qF -- "$status" || fail "--help omits '$status'" ||
      return 1
  done
}

# Defect 6: frozen by -e, the status row says only "press a key to exit": no refresh hints.
errexit_shows_only_press_a_key() {
  start "$BIN -e -- 'echo out; exit 3'"
  wait_for "press a key to exit" || return 1
  expect_not_screen "r refresh" || return 1
  expect_not_screen "q quit"
}

# What watch users expect: COLUMNS and LINES are the window's size for the command (and for a
# --more page), so that column, ls -C and ps fit; they follow a resize.
columns_and_lines_are_the_window_size() {
  printf 'echo size=$COLUMNS,$LINES\n' >"$WORK/size.sh"
  start "$BIN -n 0.3 -- sh $WORK/size.sh"
  wait_for "size=80,24" || return 1
  t resize-window -t pw -x 60 -y 20
  wait_for "size=60,20"
}

# What watch users expect: -t gives the whole screen to the output (no title, no status row).
no_title_gives_the_whole_screen_to_the_output() {
  start "$BIN -t -- seq 1 40"
  wait_for_row 1 "1" || return 1
  wait_for_row 24 "24" || return 1
  expect_not_screen "Updated"
}

# What watch users expect: the title names the host, as watch's header does.
the_title_shows_the_host_name() {
  start "$BIN -n 60 -- echo hello-host"
  # The first run is quiet (issue 31): the title says it runs until its outcome is known.
  wait_for "✓ Updated" || return 1
  screen | sed -n 1p | grep -qF -- "echo hello-host · every 1m · $(hostname)" ||
    fail "the title is '$(screen | sed -n 1p)'"
}

# What watch users expect: a command re-runs every 2 s by default, as watch's; --manual keeps
# pull-only; with --more there is no timer unless -n.
a_command_reruns_every_two_seconds_unless_manual() {
  rm -f "$WORK/runs"
  printf 'echo run >>%s\necho ran\n' "$WORK/runs" >"$WORK/count.sh"
  start "$BIN -- sh $WORK/count.sh"
  wait_runs 3 15 || return 1
  expect_screen "every 2s" || return 1
  local mode
  for mode in --manual "--more true"; do
    rm -f "$WORK/runs"
    start "$BIN $mode -- sh $WORK/count.sh"
    wait_for "✓ Updated" || return 1
    sleep 3 # a margin of one and a half default intervals for a run that must not come
    (($(runs) == 1)) || fail "$mode: the command ran $(runs) times" || return 1
    expect_not_screen "every" || return 1
  done
}
