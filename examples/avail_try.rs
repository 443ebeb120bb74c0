use pokelinks::availability::{Availability, Choices};
use std::collections::BTreeMap;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let game = &args[1];
    let generation: u8 = args[2].parse().unwrap();
    let caps: BTreeMap<String, u8> = serde_json::from_str(&args[3]).unwrap();
    let choices = Choices { edition: args.get(4).cloned().filter(|s| !s.is_empty()), starter: args.get(5).cloned(), trade: false };
    let dex = pokelinks::data::shipped::species(generation).unwrap();
    let a = Availability::of(game, &dex, &caps, &choices).unwrap().unwrap();
    for (k, p) in a.points().iter().enumerate() {
        let s = a.species_at(k);
        println!("{} ({} species):", p, s.len());
        if k < 3 { for sp in &s { let h = a.have(sp, k).unwrap(); println!("   {sp} ({})", a.how(h, k)); } }
    }
}
