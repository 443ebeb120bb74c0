use pokelinks::setup::{Question, Setup};
fn main() {
    for name in [
        "red",
        "blue",
        "yellow",
        "gold",
        "silver",
        "crystal",
        "ruby",
        "sapphire",
        "emerald",
        "firered",
        "leafgreen",
        "diamond",
        "pearl",
        "platinum",
        "heartgold",
        "soulsilver",
    ] {
        let game = pokelinks::data::game::find(name).unwrap();
        let q = Question {
            game: Some(game),
            edition: game.edition(name),
            trade: true,
            ..Question::new()
        };
        let setup = Setup::new(&q).unwrap();
        let missing: Vec<String> = setup
            .pool
            .species()
            .all()
            .iter()
            .filter(|s| setup.pool.in_pokedex(s) && !setup.pool.contains(s))
            .map(|s| s.name.clone())
            .collect();
        println!("{name}: {} missing: {}", missing.len(), missing.join(", "));
    }
}
