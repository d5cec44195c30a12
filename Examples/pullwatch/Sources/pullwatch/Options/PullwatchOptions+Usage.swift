extension PullwatchOptions {
  /// The width `--help` is written to.
  static let usageWidth = 96

  /// The manual, in the manner of `watch`'s: what `--help` prints.
  static let usage = [
    usageBeforeKeys, "keys:\n" + KeyTable.lines(width: usageWidth).joined(separator: "\n"),
    usageAfterKeys,
  ].joined(separator: "\n\n")

  /// The manual up to its keys: what runs, and the options.
  private static let usageBeforeKeys = """
    usage: pullwatch [OPTIONS] [--] [COMMAND [ARGS...]]

    Runs COMMAND and shows its output full screen; pull the list down with the mouse and release
    to run it again. Without a command it shows a sample inbox (with --thread, a sample
    conversation). As with watch, the command's words are joined with spaces and run by `sh -c`,
    so pipes and quotes work:
    pullwatch 'ps aux | grep ssh'. A failing command's output is shown, and the status line
    says how it ended.

    Until the output has a line, the list says why: the first run shows a full-screen loader
    ("Running the command…"; a pull does nothing there, Esc cancels it), a run that printed
    nothing says "No output", and one that failed or timed out with nothing printed says how (its
    exit status, or the timeout; standard error shares the output's pipe, as in watch, so an
    error the command wrote is output, and shows). Pull either of the last two down, or press r,
    to run the command again under the loader.

    options:
      -n, --every SECONDS     run the command every SECONDS (0.1 to 31536000; 2 by default,
                              as watch; none by default with --more or --previous), counted as
                              watch counts: from the end of one run (a timed-out run ends at its
                              timeout) to the start of the next; space pauses it
          --manual            run the command only on a pull or r, with no timer
          --stale-after SECONDS
                              the output is stale once SECONDS old (0.1 to 31536000): the status
                              row says so, and --refresh-on-focus runs it again
          --refresh-on-focus  when the terminal's window regains the focus, or after fg, run the
                              command if the output is stale (needs --stale-after); the terminal
                              is asked to report its focus (ESC [ ? 1004 h), and while the window
                              is out of focus -n waits too: one run when it is back, if one is due
          --timeout SECONDS   cancel a run that takes longer (0.1 to 31536000): outcome timed out
      -x, --exec              run the words directly (no shell), e.g. -x -- sh -c 'sleep 9'
          --more CMD          when the end of the output is near, run CMD (by sh -c, bounded
                              like the command) with PULLWATCH_PAGE (2, 3, ...) and
                              PULLWATCH_LINES (the lines shown) set, and append its standard
                              output; no output is the end ("No more output"); a failure shows
                              its first line of standard error, retried by m, a drag or a
                              scroll toward the end; a refresh starts over from the command
          --previous CMD      once a drag has begun near the top of the output, run CMD (by
                              sh -c, bounded like the command) with PULLWATCH_PAGE (2, 3, ...
                              counted upward) and PULLWATCH_LINES (the lines shown) set, and put
                              its standard output above the first line: the lines on screen do
                              not move; no output is the beginning ("Beginning of output"), and
                              until then a pull past the top refreshes nothing (r does); a
                              failure shows its first line of standard error, retried by p, a
                              drag or a scroll toward the top; a refresh starts over from the
                              command
          --thread            a sample conversation instead of the inbox, opened at its newest
                              message: earlier messages load above (a drag near the top, or p)
      -c, --color             show the output's ANSI colours and attributes (other escapes are
                              always removed; \\r and \\b act as on a terminal)
      -d, --differences[=permanent]
                              highlight what changed since the last run, or with =permanent
                              everything that has ever changed (for a run shown by [, since
                              the run kept before it, or over the runs kept before it)
      -w, --no-wrap           cut long lines (scroll sideways with h/l or the arrows) instead of
                              wrapping them
      -e, --errexit           when the command fails or times out, stop running it, say so, and
                              exit after a key is pressed (exit status 8)
      -g, --chgexit           exit when the output of the command changes
      -b, --beep              beep when the command fails
      -t, --no-title          hide the title line and the status row (a run from the history
                              or a failure with --errexit still shows the status row)
          --max-lines N       keep at most N lines of one run's output (default 100000)
          --max-bytes N       keep at most N bytes of one run's output (default 10485760);
                              the command is stopped there and the status line says so
          --history N         keep the last N runs for [ and ] (default 1000; 1 keeps only the
                              newest), their output within 4 MiB besides the newest two runs'
                              and the run shown's, always kept (up to --max-bytes each); a run
                              whose output is the same as the run's before it costs no more
                              output. A run that times out is kept with what it wrote; one that
                              Esc or quitting ended is not
          --threshold POINTS  pull needed to arm (default 90; one row is 24 points)
          --trigger MODE      onRelease (default) or onThreshold
          --reduce-motion     no springs, a slower spinner
          --record FILE       write the session's gestures as a trace file on quit (checked
                              at start)
      -h, --help              show this help
    """

  /// The manual after its keys: search, an example and the exit statuses.
  private static let usageAfterKeys = """
    search: / looks for plain text (no regular expressions) in the output shown, as its rows
    show it (escapes removed); smart case, as less -i: a pattern with a capital letter matches
    case exactly, any other ignores case. Matches are in reverse video and underlined (a change
    of -d is reversed only), the current one also bold and yellow; the status line says "match
    3 of 17 for 'text'" or "'text' not found". The list scrolls to the match (sideways too with
    --no-wrap). Each new run is searched again for the same text, and the current match stays on
    its line when that line still has one; the list stays where it is until n or N. The first
    100000 matches are counted, highlighted and visited. The sample inbox has no output to
    search.

    examples: pullwatch --more 'git log --oneline --skip=$PULLWATCH_LINES -n 40' -- \\
                git log --oneline -n 40
              pullwatch --previous 'git log --oneline --reverse --skip=$PULLWATCH_LINES -n 40' \\
                -- git log --oneline --reverse -n 40

    exit status: 0 after q; 2 for a bad command line or no usable terminal; 8 after a failing
    or timed-out run with --errexit; 128+N after signal N (129 SIGHUP, 130 Ctrl-C, 131 SIGQUIT,
    143 SIGTERM); 1 when the trace cannot be written.
    """
}
