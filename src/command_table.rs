//! What the console and the Discord adapter share about the `/focus` commands.

/// The choices Discord's autocomplete offers for a command's argument, from the caller's legal
/// actions (canonical notation, sorted) and what was typed so far: moves for `move`, squares
/// for `reserve`, `mine-theirs` pairs for `swap`. Empty for any other command.
#[must_use]
pub fn choices(command: &str, legal: &[String], typed: &str) -> Vec<String> {
    let typed = typed.trim().to_ascii_lowercase();
    legal
        .iter()
        .filter_map(|action| match command {
            "move" => (!action.starts_with("r:") && !action.starts_with("s:")).then_some(&**action),
            "reserve" => action.strip_prefix("r:"),
            "swap" => action.strip_prefix("s:"),
            _ => None,
        })
        .filter(|choice| choice.starts_with(&typed))
        .map(str::to_string)
        .collect()
}
