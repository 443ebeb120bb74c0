//! The commands README.md and docs/*.md show, run through the real binary:
//! piped (80 columns, docs/formats.md "Width"), no line of their output is
//! wider than 80 columns, in the layout shown and in the player layout
//! (JSON documents are one line each, left whole).

mod binary;

use pokelinks::wrap::columns;

/// Every command shown in a code block of README.md and docs/*.md (`$
/// pokelinks …`, or a line of commands that starts `pokelinks …`), as
/// arguments: the comment and anything piped or chained after it cut off.
/// The planner (`plan`) draws on a terminal and is left to tests/plan.rs.
fn documented() -> Vec<(String, Vec<String>)> {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut pages = vec![format!("{root}/README.md")];
    let mut docs: Vec<String> = std::fs::read_dir(format!("{root}/docs"))
        .unwrap()
        .map(|e| e.unwrap().path().display().to_string())
        .filter(|p| p.ends_with(".md"))
        .collect();
    docs.sort();
    pages.extend(docs);
    let mut commands = Vec::new();
    for page in pages {
        let text = std::fs::read_to_string(&page).unwrap();
        let mut in_block = false;
        for line in text.lines() {
            if line.starts_with("```") {
                in_block = !in_block;
                continue;
            }
            let Some(command) = (in_block)
                .then(|| line.strip_prefix("$ ").unwrap_or(line))
                .and_then(|l| l.strip_prefix("pokelinks "))
            else {
                continue;
            };
            let command = command.split(['#', '|', ';']).next().unwrap();
            let args: Vec<String> = command.split_whitespace().map(str::to_owned).collect();
            if args.first().is_some_and(|a| a == "plan") {
                continue;
            }
            commands.push((page.rsplit('/').next().unwrap().to_owned(), args));
        }
    }
    commands
}

#[test]
fn no_documented_command_prints_a_line_wider_than_80_columns() {
    let commands = documented();
    assert!(
        commands.len() >= 60,
        "the examples are found ({})",
        commands.len()
    );
    let mut seen = std::collections::BTreeSet::new();
    for (page, args) in commands {
        // A count is one number (the whole chart's takes seconds in a
        // debug build); a JSON document is one line, left whole.
        let whole = args.iter().any(|a| a == "--count" || a == "json");
        if whole || !seen.insert(args.clone()) {
            continue;
        }
        let mut runs = vec![args.clone()];
        let solve = !args.iter().any(|a| {
            [
                "check",
                "where",
                "--list",
                "--species",
                "--format",
                "--layout",
            ]
            .contains(&a.as_str())
        });
        if solve {
            runs.push([args.clone(), vec!["--layout".into(), "player".into()]].concat());
        }
        for args in runs {
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let run = binary::run(&args);
            assert!(matches!(run.code, Some(0..=2)), "{page}: {args:?}: {run:?}");
            // A team code is copied, not read: one line whatever its width
            // (docs/formats.md "Width").
            let read = (run.stdout.lines()).filter(|l| !l.trim_start().starts_with("Team code: "));
            for line in read {
                assert!(
                    columns(line) <= 80,
                    "{page}: pokelinks {}: a line of {} columns:\n{line}",
                    args.join(" "),
                    columns(line)
                );
            }
        }
    }
}

#[test]
fn piped_without_a_width_every_line_stays_whole() {
    // Platinum's best Elite Four teams hold six members with long names:
    // at 80 columns their plain rows wrap, piped they are one line each.
    let args = ["team", "platinum", "E4", "--top", "3"];
    let rows = |out: &str| {
        out.lines()
            .filter(|l| l.starts_with(char::is_numeric))
            .count()
    };
    let wrapped = binary::run(&args);
    let whole = binary::run_unsized(&args);
    assert_eq!(whole.code, wrapped.code);
    assert_eq!(rows(&whole.stdout), 3, "{}", whole.stdout);
    assert!(whole.stdout.lines().count() < wrapped.stdout.lines().count());
    assert!(whole.stdout.lines().any(|l| columns(l) > 80));
}
