#!/usr/bin/env bash
# pullwatch against procps watch: CPU per run of the same command, in the same run.
#
# Both programs run side by side, at the same time, each in a detached tmux pane of the same size
# on a tmux server of its own, with the same interval and the same command. The command is
# prefixed with `printf . >>FILE;` (a shell builtin, no process), one file per program, so the
# runs are counted exactly. After a warm-up (both have run the command at least once) the script
# reads /proc/PID/stat of each program, waits, and reads it again:
#
#   own       utime + stime of the program itself, all its threads (dead ones included)
#   children  cutime + cstime: the reaped `sh -c COMMAND` and what it ran, the same work for both
#
# The figure to compare is the program's own CPU per run; the children's is shown apart, and
# the totals with it. /proc counts in clock ticks (10 ms), so a few seconds are enough for an
# order of magnitude and 30 s (the default) for two digits.
#
# Then, if cheap: start-up to the first output (exec until `echo` has put a marker on the screen,
# the median of 5, the tmux server already running) and the resident memory when idle (1 s after
# that marker, with `-n 3600`).
#
# It reports; it does not judge. It exits non-zero only when it could not run.
#
# usage: Scripts/bench-vs-watch.sh [-n INTERVAL] [-s SECONDS] [--size COLSxROWS] [--no-build]
#                                  [--pullwatch BINARY] [COMMAND]
#        (default: -n 0.1 -s 30 --size 100x30 'seq 1 2000', the release build of this clone;
#        --pullwatch measures another build, an older one to compare, with no build)
set -euo pipefail
cd "$(dirname "$0")/.."

interval=0.1
seconds=30
size=100x30
build=1
PULLWATCH=""
command='seq 1 2000'

usage() {
  sed -n 's/^# usage: /usage: /p; s/^#        /       /p' "$0" >&2
  exit 2
}

while (($#)); do
  case $1 in
  -n | --interval) (($# >= 2)) || usage; interval=$2; shift 2 ;;
  -s | --seconds) (($# >= 2)) || usage; seconds=$2; shift 2 ;;
  --size) (($# >= 2)) || usage; size=$2; shift 2 ;;
  --no-build) build=0; shift ;;
  --pullwatch) (($# >= 2)) || usage; PULLWATCH=$2; build=0; shift 2 ;;
  -h | --help) usage ;;
  --) shift; (($# == 1)) || usage; command=$1; shift ;;
  -*) usage ;;
  *) (($# == 1)) || usage; command=$1; shift ;;
  esac
done
[[ $size =~ ^([0-9]+)x([0-9]+)$ ]] || usage
cols=${BASH_REMATCH[1]}
lines=${BASH_REMATCH[2]}
if [[ ! $seconds =~ ^[0-9]+$ ]] || ((seconds == 0)); then usage; fi

say() { printf 'bench-vs-watch: %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

command -v tmux >/dev/null || die "tmux is not installed"
if ! command -v watch >/dev/null; then
  say "installing procps (watch)"
  if [[ $(id -u) == 0 ]]; then sudo=(); else sudo=(sudo); fi
  "${sudo[@]}" apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq procps >/dev/null
  command -v watch >/dev/null || die "could not install watch (procps)"
fi
WATCH=$(command -v watch)

if ((build)); then
  swift build -c release --product pullwatch >/dev/null || die "the release build failed"
fi
[[ -n $PULLWATCH ]] || PULLWATCH="$(swift build -c release --show-bin-path)/pullwatch"
[[ -x $PULLWATCH ]] || die "no pullwatch executable at $PULLWATCH"

WORK=$(mktemp -d)
SOCKETS=()
cleanup() {
  local socket
  for socket in "${SOCKETS[@]}"; do tmux -L "$socket" kill-server 2>/dev/null || true; done
  rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP
printf 'set -g remain-on-exit on\nset -g history-limit 0\nset -g status off\n' >"$WORK/tmux.conf"

TICKS=$(getconf CLK_TCK)
names=(watch pullwatch)
programs=("$WATCH" "$PULLWATCH")

# server NAME: the socket of NAME's tmux server, started with an idle pane of the size wanted.
server() {
  local socket="bench-vs-watch-$$-$1"
  SOCKETS+=("$socket")
  tmux -L "$socket" -f "$WORK/tmux.conf" new-session -d -s bench -x "$cols" -y "$lines" \
    "exec sleep 100000"
}

# launch NAME SHELL-LINE: replaces NAME's pane with SHELL-LINE (an exec) and prints its pid.
launch() {
  local socket="bench-vs-watch-$$-$1"
  tmux -L "$socket" respawn-pane -k -t bench "$2"
  tmux -L "$socket" display -p -t bench '#{pane_pid}'
}

# sq WORD: WORD quoted for sh (the shell tmux runs a pane's command with).
sq() { printf "'%s'" "${1//\'/\'\\\'\'}"; }

# screen NAME: what NAME's pane shows.
screen() { tmux -L "bench-vs-watch-$$-$1" capture-pane -p -t bench; }

# cpu PID: "own children" CPU in ticks, from /proc/PID/stat (the name may hold spaces).
cpu() {
  local stat
  stat=$(<"/proc/$1/stat") || return 1
  stat=${stat##*) }
  # After the name: state is field 3, utime 14, stime 15, cutime 16, cstime 17.
  read -r -a f <<<"$stat"
  echo "$((f[11] + f[12])) $((f[13] + f[14]))"
}

# runs NAME: how many times NAME's command has started.
runs() { local count; count=$(wc -c <"$WORK/$1.runs" 2>/dev/null) || count=0; echo "$count"; }

# ms TICKS [RUNS]: ticks as milliseconds, per run when RUNS is given.
ms() { awk -v t="$1" -v n="${2:-1}" -v hz="$TICKS" 'BEGIN { printf "%.2f", n ? t * 1000 / hz / n : 0 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.1fx", a / b; else print "n/a" }'; }

for name in "${names[@]}"; do server "$name"; done

# --- CPU per run ------------------------------------------------------------------------------
pids=()
for i in 0 1; do
  name=${names[i]}
  : >"$WORK/$name.runs"
  line="printf . >>$WORK/$name.runs; $command"
  pids+=("$(launch "$name" "exec ${programs[i]} -n $interval $(sq "$line")")")
done
deadline=$((SECONDS + 20))
until (($(runs watch) >= 2 && $(runs pullwatch) >= 2)); do
  ((SECONDS < deadline)) || die "the programs did not run the command within 20 s"
  sleep 0.1
done
sleep 0.5
cpu0=() runs0=() cpu1=() runs1=()
for i in 0 1; do
  cpu0[i]=$(cpu "${pids[i]}") || die "${names[i]} is not running"
  runs0[i]=$(runs "${names[i]}")
done
say "measuring for ${seconds}s: -n $interval '$command' in ${cols}x$lines panes"
sleep "$seconds"
for i in 0 1; do
  cpu1[i]=$(cpu "${pids[i]}") || die "${names[i]} stopped while measured"
  runs1[i]=$(runs "${names[i]}")
done
for name in "${names[@]}"; do launch "$name" "exec sleep 100000" >/dev/null; done

own=() kids=() count=()
for i in 0 1; do
  read -r own0 kids0 <<<"${cpu0[i]}"
  read -r own1 kids1 <<<"${cpu1[i]}"
  own[i]=$((own1 - own0))
  kids[i]=$((kids1 - kids0))
  count[i]=$((runs1[i] - runs0[i]))
done

printf '\n-n %s '\''%s'\'' for %ss, %sx%s (CPU from /proc, 1 tick = %s ms)\n' \
  "$interval" "$command" "$seconds" "$cols" "$lines" "$(ms 1)"
printf '%-10s %6s %10s %12s %14s %12s %12s\n' \
  program runs "own CPU" "own per run" "children/run" "total/run" "runs/s"
for i in 0 1; do
  printf '%-10s %6s %8s ms %9s ms %11s ms %9s ms %12s\n' "${names[i]}" "${count[i]}" \
    "$(ms "${own[i]}")" "$(ms "${own[i]}" "${count[i]}")" "$(ms "${kids[i]}" "${count[i]}")" \
    "$(ms $((own[i] + kids[i])) "${count[i]}")" \
    "$(awk -v n="${count[i]}" -v s="$seconds" 'BEGIN { printf "%.1f", n / s }')"
done
per() { awk -v t="$1" -v n="$2" 'BEGIN { print n ? t / n : 0 }'; }
printf 'pullwatch/watch: own CPU per run %s, total per run %s\n' \
  "$(ratio "$(per "${own[1]}" "${count[1]}")" "$(per "${own[0]}" "${count[0]}")")" \
  "$(ratio "$(per $((own[1] + kids[1])) "${count[1]}")" \
    "$(per $((own[0] + kids[0])) "${count[0]}")")"

# --- start-up and idle memory -----------------------------------------------------------------
# The marker is built by the shell, so that the command line on the title does not show it.
# shellcheck disable=SC2016 # expanded by the pane's shell, not here
marker_line='echo bench-vs-watch-$((6 * 7))'
startup() {
  local name=$1 program=$2 start now pid
  start=$(date +%s%N)
  pid=$(launch "$name" "exec $program -n 3600 $(sq "$marker_line")")
  until screen "$name" | grep -qF bench-vs-watch-42; do
    now=$(date +%s%N)
    ((now - start < 10000000000)) || return 1
  done
  now=$(date +%s%N)
  echo "$(((now - start) / 1000)) $pid"
}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

printf '\n%-10s %22s %14s\n' program "start-up to output" "idle RSS"
for i in 0 1; do
  name=${names[i]}
  samples=()
  rss="?"
  for try in 1 2 3 4 5; do
    if result=$(startup "$name" "${programs[i]}"); then
      read -r micros pid <<<"$result"
      samples+=("$micros")
      if ((try == 5)); then
        sleep 1
        rss=$(awk '/^VmRSS:/ { printf "%.1f MB", $2 / 1024 }' "/proc/$pid/status" 2>/dev/null) ||
          rss="?"
      fi
    fi
    launch "$name" "exec sleep 100000" >/dev/null
  done
  if ((${#samples[@]})); then
    startup_ms=$(printf '%s\n' "${samples[@]}" | median | awk '{ printf "%.1f ms", $1 / 1000 }')
  else
    startup_ms="?"
  fi
  printf '%-10s %22s %14s\n' "$name" "$startup_ms" "$rss"
done
echo "(start-up: the median of 5, exec until the marker is in the pane, polled with tmux"
echo " capture-pane, a few ms each; idle RSS: VmRSS 1 s after the first output)"
