//! The generic engine against a brute-force enumeration written here,
//! independently: every subset of options is checked for exactness or
//! minimality, ranked by the rules of `docs/covers.md` "Ranking" and sorted
//! by its total order. The links take costs; the tests give them the values
//! through `Sense::cost` and read ranks through `Sense::rank`.

use pokelinks::links::Links;
use pokelinks::rank::Sense;
use pokelinks::search::{FEE_BITS, Limits, Mode, Query};
use proptest::prelude::*;
use std::collections::BTreeSet;
use std::ops::ControlFlow;

/// A random problem: options as (name, [(item, value)]), plus what to mask.
#[derive(Clone, Debug)]
struct Case {
    sense: Sense,
    items: Vec<u16>,
    options: Vec<(u16, Vec<(u16, u8)>)>,
    mode: Mode,
    max: usize,
    masked_items: Vec<u16>,
    masked_options: Vec<u16>,
    required: Vec<u16>,
    excluded: Vec<u16>,
    /// Sets of options (names) of which a cover holds at most so many.
    limits: Vec<(Vec<u16>, usize)>,
    /// Fees of options (names; others pay 0): covers of one rank come in
    /// the order of their fees' sum, lowest first ([`Query::fees`]).
    fees: Vec<(u16, u8)>,
}

fn case() -> impl Strategy<Value = Case> {
    cases(1..8, 1..=4, 1..7)
}

/// Problems whose costs are a few consecutive values, as the charts' are
/// (defense 1 to 3), which the overlapping search prices on bit planes.
fn narrow_case() -> impl Strategy<Value = Case> {
    cases(1..12, 1..=5, 1..4)
}

/// Problems with more items than fit in one or two 64-bit words, so the
/// bitsets of the overlapping search span several.
fn wide_case() -> impl Strategy<Value = Case> {
    cases(60..200, 1..=40, 1..7)
}

/// Problems whose options give many different costs, more than the bound
/// of the K best tells apart (it takes the dearer ones together).
fn costly_case() -> impl Strategy<Value = Case> {
    cases(1..8, 1..=5, 1..40)
}

/// Problems with more items than fit one word, and costs a few consecutive
/// values: the overlapping search prices covers on bit planes of several
/// words.
fn wide_narrow_case() -> impl Strategy<Value = Case> {
    cases(65..200, 1..=200, 1..4)
}

/// A small case among hundreds of masked options, its own spread over the
/// option numbers: the sets of options span two to five words (the search
/// has code for one, two, three and any number of words), and the links
/// must skip the masked options everywhere.
fn padded_case() -> impl Strategy<Value = Case> {
    let small = prop_oneof![cases(1..8, 1..=4, 1..7), cases(1..12, 1..=5, 1..4)];
    (small, 70usize..330).prop_map(|(c, total)| pad(c, total))
}

/// `c` with its options renamed to spread over `total` names, the rest of
/// which are masked options covering one item each.
/// Problems whose covers keep limits: a few sets of options, of which a
/// cover holds at most one or two (a team's sets of moves per Pokémon and
/// single-copy TMs), on one word of options and on several.
fn limited_case() -> impl Strategy<Value = Case> {
    let small = prop_oneof![
        cases(1..8, 1..=4, 1..7),
        cases(1..12, 1..=5, 1..4),
        cases(60..130, 1..=40, 1..4)
    ];
    (small, any::<bool>(), 70usize..200).prop_flat_map(|(c, padded, total)| {
        let c = if padded { pad(c, total) } else { c };
        let names: Vec<u16> = c.options.iter().map(|o| o.0).collect();
        let limit = (
            proptest::sample::subsequence(names.clone(), 0..=names.len()),
            0usize..3,
        );
        (Just(c), proptest::collection::vec(limit, 1..4)).prop_map(|(mut c, limits)| {
            c.limits = limits;
            c
        })
    })
}

/// Problems whose options pay fees (a team's members their weaknesses),
/// with and without limits, on one word of options and on several.
fn feed_case() -> impl Strategy<Value = Case> {
    let any = prop_oneof![case(), limited_case(), narrow_case(), padded_case()];
    any.prop_flat_map(|c| {
        let names: Vec<u16> = c.options.iter().map(|o| o.0).collect();
        let fees = proptest::collection::vec(0u8..4, names.len());
        (Just(c), fees).prop_map(move |(mut c, fees)| {
            c.fees = names.iter().copied().zip(fees).collect();
            c
        })
    })
}

/// Problems whose sink keeps the best cover of each kind (a team of
/// Pokémon, each with its choices of moves), with a kind per option: of
/// one to four kinds, so that each has several options (the last level
/// then prices a kind before its options, and the level before it skips
/// a kind whose best cannot do), or one kind each.
fn kind_case() -> impl Strategy<Value = (Case, Vec<u32>)> {
    let cases = prop_oneof![limited_case(), narrow_case(), feed_case(), case()];
    // Often a maximum of two to four options, which the best covers fill:
    // the levels next to the last then prune whole kinds.
    let max = prop_oneof![Just(None), (2usize..5).prop_map(Some)];
    (cases, 0u32..5, max).prop_flat_map(|(mut c, few, max)| {
        c.max = max.unwrap_or(c.max);
        let n = c.options.len();
        let kinds = match few {
            0 => Just((0..n as u32).collect()).boxed(),
            few => proptest::collection::vec(0..few, n).boxed(),
        };
        (Just(c), kinds)
    })
}

/// Problems whose sink keeps the best cover of each kind and every option
/// of a kind pays the kind's fee (a team's members: one fee a Pokémon, its
/// weaknesses), overlapping, with maxima of two to four: covers of one
/// cost are ordered by their fees, which the judging of kinds two options
/// from the end and the last level's pricing of a kind add to their
/// prices (each kind's least fee).
fn kind_fee_case() -> impl Strategy<Value = (Case, Vec<u32>)> {
    let cases = prop_oneof![narrow_case(), limited_case(), case()];
    (cases, 1u32..5, 2usize..5).prop_flat_map(|(mut c, few, max)| {
        c.max = max;
        c.mode = Mode::Overlapping;
        let n = c.options.len();
        let kinds = proptest::collection::vec(0..few, n);
        let fees = proptest::collection::vec(0u8..4, few as usize);
        (Just(c), kinds, fees).prop_map(|(mut c, kinds, fees)| {
            c.fees = (c.options.iter().zip(&kinds))
                .map(|(o, &k)| (o.0, fees[k as usize]))
                .collect();
            (c, kinds)
        })
    })
}

fn pad(mut c: Case, total: usize) -> Case {
    let no = c.options.len();
    let total = total.max(no);
    // Option `1000 - k` (see `cases`) becomes `spread(k)`; names keep their
    // reverse order.
    let spread = |name: u16| {
        let k = usize::from(1000 - name);
        (total - 1 - k * total / no) as u16
    };
    let live: Vec<u16> = (0..no).map(|k| spread(1000 - k as u16)).collect();
    for option in &mut c.options {
        option.0 = spread(option.0);
    }
    for names in [&mut c.masked_options, &mut c.required, &mut c.excluded] {
        names.iter_mut().for_each(|name| *name = spread(*name));
    }
    let ni = c.items.len() as u16;
    for name in (0..total as u16).filter(|name| !live.contains(name)) {
        c.options.push((name, vec![(name % ni, 1)]));
        c.masked_options.push(name);
    }
    c
}

/// A maximum: mostly small, sometimes anything up to `usize::MAX`, which no
/// arithmetic of the search may overflow on.
fn max() -> impl Strategy<Value = usize> {
    prop_oneof![3 => 1usize..10, 1 => any::<usize>()]
}

fn cases(
    items: std::ops::Range<usize>,
    size: std::ops::RangeInclusive<usize>,
    costs: std::ops::Range<u8>,
) -> impl Strategy<Value = Case> {
    (items, 1usize..13, any::<bool>(), any::<bool>(), max()).prop_flat_map(
        move |(ni, no, lower, exact, max)| {
            let size = *size.start()..=(*size.end()).min(ni);
            let option = proptest::collection::btree_map(0..ni as u16, costs.clone(), size);
            (
                proptest::collection::vec(option, no),
                proptest::collection::vec(0..ni as u16, 0..3),
                proptest::collection::vec(0..no as u16, 0..3),
                proptest::collection::vec(0..no as u16, 0..3),
                proptest::collection::vec(0..no as u16, 0..3),
            )
                .prop_map(move |(opts, hi, ho, req, exc)| Case {
                    sense: if lower { Sense::Lower } else { Sense::Higher },
                    items: (0..ni as u16).collect(),
                    options: opts
                        .into_iter()
                        .enumerate()
                        // Names in reverse so the links must sort them.
                        .map(|(k, m)| (1000 - k as u16, m.into_iter().collect()))
                        .collect(),
                    mode: if exact {
                        Mode::Exact
                    } else {
                        Mode::Overlapping
                    },
                    max,
                    masked_items: hi,
                    masked_options: ho.into_iter().map(|k| 1000 - k).collect(),
                    required: req.into_iter().map(|k| 1000 - k).collect(),
                    excluded: exc.into_iter().map(|k| 1000 - k).collect(),
                    limits: Vec::new(),
                    fees: Vec::new(),
                })
        },
    )
}

/// Every cover by brute force: (rank, sorted option names), in the order of
/// `docs/covers.md` "Ranking".
fn brute(c: &Case) -> Vec<(u32, Vec<u16>)> {
    let masked_items: BTreeSet<u16> = c.masked_items.iter().copied().collect();
    let masked: BTreeSet<u16> = c
        .masked_options
        .iter()
        .chain(&c.excluded)
        .copied()
        .collect();
    let required: BTreeSet<u16> = c.required.iter().copied().collect();
    if required.iter().any(|r| masked.contains(r)) {
        return Vec::new();
    }
    let items: Vec<u16> = c
        .items
        .iter()
        .copied()
        .filter(|i| !masked_items.contains(i))
        .collect();
    // Only subsets of the options no search may skip: a padded case has
    // hundreds of masked ones.
    let live: Vec<&(u16, Vec<(u16, u8)>)> = c
        .options
        .iter()
        .filter(|o| !masked.contains(&o.0))
        .collect();
    let n = live.len();
    let mut out = Vec::new();
    for mask in 0u32..1 << n {
        let chosen: Vec<&(u16, Vec<(u16, u8)>)> = (0..n)
            .filter(|k| mask >> k & 1 == 1)
            .map(|k| live[k])
            .collect();
        let over = |(options, most): &(Vec<u16>, usize)| {
            chosen.iter().filter(|o| options.contains(&o.0)).count() > *most
        };
        if chosen.len() > c.max
            || c.limits.iter().any(over)
            || required.iter().any(|r| !chosen.iter().any(|o| o.0 == *r))
            // Options that cover no visible item take no part (`docs/covers.md` "Covers"), unless required.
            || chosen.iter().any(|o| !required.contains(&o.0) && o.1.iter().all(|e| masked_items.contains(&e.0)))
        {
            continue;
        }
        let covering = |item: u16| {
            chosen
                .iter()
                .filter(|o| o.1.iter().any(|&(i, _)| i == item))
                .count()
        };
        let ok = match c.mode {
            Mode::Exact => items.iter().all(|&i| covering(i) == 1),
            Mode::Overlapping => {
                items.iter().all(|&i| covering(i) >= 1)
                    && chosen.iter().all(|o| {
                        required.contains(&o.0)
                            || o.1
                                .iter()
                                .any(|&(i, _)| !masked_items.contains(&i) && covering(i) == 1)
                    })
            }
        };
        if !ok {
            continue;
        }
        let rank: u32 = items
            .iter()
            .map(|&i| {
                let values = chosen
                    .iter()
                    .flat_map(|o| o.1.iter().filter(move |e| e.0 == i).map(|e| u32::from(e.1)));
                match (c.mode, c.sense) {
                    (Mode::Exact, _) => values.sum(),
                    (_, Sense::Lower) => values.min().unwrap_or(0),
                    (_, Sense::Higher) => values.max().unwrap_or(0),
                }
            })
            .sum();
        let mut names: Vec<u16> = chosen.iter().map(|o| o.0).collect();
        names.sort();
        out.push((rank, names));
    }
    let fee = |names: &[u16]| -> u32 {
        (c.fees.iter())
            .filter(|(n, _)| names.contains(n))
            .map(|&(_, f)| u32::from(f))
            .sum()
    };
    out.sort_by(|a, b| {
        let by_rank = match c.sense {
            Sense::Lower => a.0.cmp(&b.0),
            Sense::Higher => b.0.cmp(&a.0),
        };
        (by_rank.then(fee(&a.1).cmp(&fee(&b.1))))
            .then(a.1.len().cmp(&b.1.len()))
            .then(a.1.cmp(&b.1))
    });
    out
}

/// The links of `c`: each value given as its cost.
fn unmasked(c: &Case) -> Links<u16> {
    let options = c
        .options
        .iter()
        .map(|(n, v)| (*n, v.iter().map(|&(i, v)| (i, c.sense.cost(v))).collect()))
        .collect();
    Links::new(c.items.clone(), options).unwrap()
}

fn build(c: &Case) -> Links<u16> {
    let mut links = unmasked(c);
    links.mask_items(&c.masked_items);
    links.mask_options(&c.masked_options);
    links
}

/// A cover's rank, from its cost (less its fees, if any), on links whose
/// unmasked items count.
fn rank(c: &Case, links: &Links<u16>, cost: u32) -> u32 {
    let cost = if c.fees.iter().any(|&(_, f)| f > 0) {
        cost >> FEE_BITS
    } else {
        cost
    };
    c.sense
        .rank(links.num_items() - links.num_masked_items(), cost)
}

fn query(c: &Case, links: &Links<u16>) -> Query {
    let find = |names: &[u16]| names.iter().filter_map(|n| links.find_option(n)).collect();
    let mut q = Query::new(c.mode, c.max)
        .require(find(&c.required))
        .exclude(find(&c.excluded));
    if !c.fees.is_empty() {
        let fees: Vec<u8> = (0..links.num_options())
            .map(|k| {
                let name = links.option_name(k);
                (c.fees.iter()).find(|f| f.0 == name).map_or(0, |f| f.1)
            })
            .collect();
        q = q.fees(fees.into());
    }
    if c.limits.is_empty() {
        return q;
    }
    let limits = (c.limits.iter())
        .map(|(names, most)| (find(names), *most))
        .collect();
    q.limits(std::sync::Arc::new(Limits::new(
        links.num_options(),
        limits,
    )))
}

fn named(links: &Links<u16>, options: &[u32]) -> Vec<u16> {
    options
        .iter()
        .map(|&k| links.option_name(k as usize))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn every_search_agrees_with_brute_force(c in case()) {
        check_against_brute_force(&c)?;
    }

    #[test]
    fn every_search_agrees_with_brute_force_on_many_items(c in wide_case()) {
        check_against_brute_force(&c)?;
    }

    #[test]
    fn every_search_agrees_with_brute_force_on_narrow_costs(c in narrow_case()) {
        check_against_brute_force(&c)?;
    }

    #[test]
    fn every_search_agrees_with_brute_force_on_many_items_and_narrow_costs(c in wide_narrow_case()) {
        check_against_brute_force(&c)?;
    }

    #[test]
    fn every_search_agrees_with_brute_force_on_many_costs(c in costly_case()) {
        check_against_brute_force(&c)?;
    }

    #[test]
    fn every_search_agrees_with_brute_force_among_many_masked_options(c in padded_case()) {
        check_against_brute_force(&c)?;
    }


    #[test]
    fn every_search_agrees_with_brute_force_with_fees(c in feed_case()) {
        check_against_brute_force(&c)?;
    }

    #[test]
    fn every_search_agrees_with_brute_force_under_limits(c in limited_case()) {
        check_against_brute_force(&c)?;
        let mut links = build(&c);
        let q = query(&c, &links);
        same_with_any_threads(&mut links, &q)?;
    }

    #[test]
    fn the_best_of_each_kind_agrees_with_brute_force((c, kinds) in kind_case()) {
        best_of_each_kind(&c, &kinds)?;
    }

    #[test]
    fn the_best_of_each_kind_agrees_with_brute_force_with_a_fee_a_kind((c, kinds) in kind_fee_case()) {
        best_of_each_kind(&c, &kinds)?;
    }

    #[test]
    fn masking_then_unmasking_or_resetting_restores_the_arrays(c in case(), pops in 0usize..6, reset in any::<bool>()) {
        let mut links = unmasked(&c);
        let pristine = links.clone();
        let mut states = vec![links.clone()];
        for (k, &i) in c.masked_items.iter().enumerate() {
            if links.mask_item(&i) { states.push(links.clone()); }
            if let Some(&o) = c.masked_options.get(k)
                && links.mask_option(&o)
            {
                states.push(links.clone());
            }
        }
        for &o in c.masked_options.iter().skip(c.masked_items.len()) {
            if links.mask_option(&o) { states.push(links.clone()); }
        }
        // A search in between must not disturb anything.
        let q = Query::new(c.mode, c.max);
        let here = links.clone();
        links.count(&q);
        prop_assert!(links == here);
        if reset {
            links.reset();
            prop_assert!(links == pristine);
            prop_assert_eq!(links.unmask_item(), None);
            prop_assert_eq!(links.unmask_option(), None);
        } else {
            for _ in 0..pops.min(states.len() - 1) {
                states.pop();
                // Undo whichever kind was masked last, checked against the saved state.
                let expected = states.last().unwrap();
                if expected.num_masked_items() < links.num_masked_items() {
                    prop_assert!(links.unmask_item().is_some());
                } else {
                    prop_assert!(links.unmask_option().is_some());
                }
                prop_assert!(&links == expected);
            }
        }
    }
}

/// Every search of the engine on `c` against the brute force.
/// The K best of distinct kinds (`kinds[k]` for the `k`-th option of `c`)
/// against the first cover of each kind in the brute force's order.
fn best_of_each_kind(c: &Case, kinds: &[u32]) -> Result<(), TestCaseError> {
    let mut links = build(c);
    let q = query(c, &links);
    let kind_of = |name: u16| {
        (c.options.iter())
            .position(|o| o.0 == name)
            .map_or(u32::MAX, |k| kinds[k])
    };
    let by_position: std::sync::Arc<[u32]> = (0..links.num_options())
        .map(|k| kind_of(links.option_name(k)))
        .collect();
    // The first cover of each kind (the sorted kinds of its options).
    let mut seen = BTreeSet::new();
    let expected: Vec<(u32, Vec<u16>)> = (brute(c).into_iter())
        .filter(|(_, names)| {
            let mut of: Vec<u32> = names.iter().map(|&n| kind_of(n)).collect();
            of.sort_unstable();
            seen.insert(of)
        })
        .collect();
    // One thread too: threads prune alike near the top, where one alone
    // judges kinds at every level.
    for q in [q.clone(), q.threads(1)] {
        for k in [1usize, 2, 5] {
            let top: Vec<(u32, Vec<u16>)> = (links.top_k_kinds(&q, k, &by_position).iter())
                .map(|cv| (rank(c, &links, cv.cost), named(&links, &cv.options)))
                .collect();
            prop_assert_eq!(&top[..], &expected[..k.min(expected.len())]);
        }
    }
    Ok(())
}

fn check_against_brute_force(c: &Case) -> Result<(), TestCaseError> {
    let c = c.clone();
    let expected = brute(&c);
    let mut links = build(&c);
    let before = links.clone();
    let q = query(&c, &links);

    let all = links.all(&q, usize::MAX);
    prop_assert!(links == before, "all() changed the links");
    let got: Vec<(u32, Vec<u16>)> = all
        .covers
        .iter()
        .map(|cv| (rank(&c, &links, cv.cost), named(&links, &cv.options)))
        .collect();
    prop_assert_eq!(&got, &expected);
    prop_assert_eq!(all.total, expected.len() as u64);

    prop_assert_eq!(links.count(&q), expected.len() as u64);
    prop_assert!(links == before, "count() changed the links");

    let mut streamed = Vec::new();
    links.visit(&q, |cv| {
        streamed.push((rank(&c, &before, cv.cost), named(&before, &cv.options)));
        ControlFlow::Continue(())
    });
    prop_assert!(links == before, "visit() changed the links");
    let mut sorted_expected = expected.clone();
    sorted_expected.sort();
    streamed.sort();
    prop_assert_eq!(&streamed, &sorted_expected);

    for k in [0usize, 1, 2, 5] {
        let top: Vec<(u32, Vec<u16>)> = links
            .top_k(&q, k)
            .iter()
            .map(|cv| (rank(&c, &links, cv.cost), named(&links, &cv.options)))
            .collect();
        prop_assert!(links == before, "top_k() changed the links");
        prop_assert_eq!(&top[..], &expected[..k.min(expected.len())]);
        let limited = links.all(&q, k);
        prop_assert_eq!(
            &links.all_in_two_passes(&q, k),
            &limited,
            "one pass and two passes differ"
        );
        prop_assert_eq!(limited.total, expected.len() as u64);
        let limited: Vec<(u32, Vec<u16>)> = limited
            .covers
            .iter()
            .map(|cv| (rank(&c, &links, cv.cost), named(&links, &cv.options)))
            .collect();
        prop_assert_eq!(&limited[..], &expected[..k.min(expected.len())]);
    }
    // Kinds: option names taken modulo 3; of each kind's covers only the
    // first of the brute force's order, the first k of those.
    let kinds: std::sync::Arc<[u32]> = (0..links.num_options())
        .map(|o| u32::from(links.option_name(o) % 3))
        .collect();
    let kind_of = |names: &[u16]| {
        let mut kind: Vec<u16> = names.iter().map(|n| n % 3).collect();
        kind.sort_unstable();
        kind
    };
    let mut seen = BTreeSet::new();
    let first_of_each: Vec<(u32, Vec<u16>)> = (expected.iter())
        .filter(|(_, names)| seen.insert(kind_of(names)))
        .cloned()
        .collect();
    for k in [1usize, 2, 5] {
        let top: Vec<(u32, Vec<u16>)> = links
            .top_k_kinds(&q, k, &kinds)
            .iter()
            .map(|cv| (rank(&c, &links, cv.cost), named(&links, &cv.options)))
            .collect();
        prop_assert!(links == before, "top_k_kinds() changed the links");
        prop_assert_eq!(&top[..], &first_of_each[..k.min(first_of_each.len())]);
    }
    let best = links
        .best(&q)
        .map(|cv| (rank(&c, &links, cv.cost), named(&links, &cv.options)));
    prop_assert_eq!(best, expected.first().cloned());
    Ok(())
}

/// Langford pairs of order n as exact cover: value i in slots j and j + i + 1.
fn langford(n: usize) -> Links<usize> {
    let items: Vec<usize> = (0..3 * n).collect();
    let mut options = Vec::new();
    for i in 1..=n {
        for j in 0..2 * n - i - 1 {
            options.push((
                options.len(),
                vec![(i - 1, 1), (n + j, 1), (n + j + i + 1, 1)],
            ));
        }
    }
    Links::new(items, options).unwrap()
}

#[test]
fn langford_pairs_have_the_known_counts() {
    for (n, expected) in [(3, 2), (4, 2), (5, 0), (6, 0), (7, 52), (8, 300)] {
        let mut links = langford(n);
        let before = links.clone();
        assert_eq!(
            links.count(&Query::new(Mode::Exact, usize::MAX)),
            expected,
            "n = {n}"
        );
        assert!(links == before);
    }
}

/// The same counts, listings and K best with one thread or several.
fn same_with_any_threads(links: &mut Links<u16>, q: &Query) -> Result<(), TestCaseError> {
    let one = q.clone().threads(1);
    let count = links.count(&one);
    let all = links.all(&one, 50);
    let top = links.top_k(&one, 7);
    for threads in [2, 3, 5] {
        let many = q.clone().threads(threads);
        prop_assert_eq!(links.count(&many), count);
        prop_assert_eq!(&links.all(&many, 50), &all);
        prop_assert_eq!(&links.all_in_two_passes(&many, 50), &all);
        prop_assert_eq!(&links.top_k(&many, 7), &top);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn threads_do_not_change_the_answer(c in case()) {
        let mut links = build(&c);
        let q = query(&c, &links);
        same_with_any_threads(&mut links, &q)?;
    }

    #[test]
    fn threads_do_not_change_the_answer_on_narrow_costs(c in narrow_case()) {
        let mut links = build(&c);
        let q = query(&c, &links);
        same_with_any_threads(&mut links, &q)?;
    }
}

#[test]
fn threads_do_not_change_generation_9_answers() {
    let chart = pokelinks::data::shipped::chart(9).unwrap();
    let mut p = pokelinks::problem::Problem::new(&chart, pokelinks::problem::Kind::Defense, None);
    let links = p.links();
    for (mode, max) in [(Mode::Overlapping, 4), (Mode::Exact, 6)] {
        let q = Query::new(mode, max);
        let one = q.clone().threads(1);
        let (count, all, top) = (
            links.count(&one),
            links.all(&one, 500),
            links.top_k(&one, 20),
        );
        for threads in [2, 3] {
            let many = q.clone().threads(threads);
            assert_eq!(links.count(&many), count);
            assert_eq!(links.all(&many, 500), all);
            assert_eq!(links.top_k(&many, 20), top);
        }
    }
}

/// One pass and two passes, in one thread or several, give the same rows in
/// the same order and the same total on generation 9's defense problem, with
/// a cut-off that falls inside a cost and one past every cover.
#[test]
fn one_pass_and_two_passes_agree_on_generation_9() {
    let chart = pokelinks::data::shipped::chart(9).unwrap();
    let mut p = pokelinks::problem::Problem::new(&chart, pokelinks::problem::Kind::Defense, None);
    let links = p.links();
    for (max, k) in [(4, 1_000), (4, 50_000), (3, 1_000_000)] {
        let q = Query::new(Mode::Overlapping, max);
        let two = links.all_in_two_passes(&q.clone().threads(1), k);
        assert_eq!(two.total, links.count(&q));
        assert_eq!(two.covers.len() as u64, two.total.min(k as u64));
        assert!(two.covers.windows(2).all(|w| w[0] < w[1]));
        for threads in [1, 2, 3] {
            assert_eq!(links.all(&q.clone().threads(threads), k), two);
        }
    }
}

/// The K best found with pruning are the first K of the whole ranked
/// listing, on generation 9's defense and attack problems, whole chart, in
/// one thread or several: the listing ranks every cover, the K best prune
/// with their bound, so they agree only if the bound never cuts a cover
/// that belongs.
#[test]
fn the_k_best_are_the_first_of_the_listing_on_generation_9() {
    let chart = pokelinks::data::shipped::chart(9).unwrap();
    for (kind, max) in [
        (pokelinks::problem::Kind::Defense, 5),
        (pokelinks::problem::Kind::Attack, 24),
    ] {
        let mut p = pokelinks::problem::Problem::new(&chart, kind, None);
        let links = p.links();
        let q = Query::new(Mode::Overlapping, max);
        let all = links.all(&q, 3_000);
        for threads in [1, 2, 3] {
            for k in [1, 15, 3_000] {
                let top = links.top_k(&q.clone().threads(threads), k);
                assert_eq!(
                    top[..],
                    all.covers[..k.min(all.covers.len())],
                    "{kind:?} {k}"
                );
            }
        }
    }
}

/// A cancelled search stops within a few thousand nodes, whatever it was
/// asked: generation 9's 58 million minimal teams of at most 6 are neither
/// counted, listed nor ranked once the flag is set, in one thread or
/// several, and the links are left as they were.
#[test]
fn a_cancelled_search_stops_at_once() {
    use std::sync::{Arc, atomic::AtomicBool};
    let chart = pokelinks::data::shipped::chart(9).unwrap();
    let mut p = pokelinks::problem::Problem::new(&chart, pokelinks::problem::Kind::Defense, None);
    let links = p.links();
    let before = links.clone();
    for threads in [1, 2] {
        for mode in [Mode::Overlapping, Mode::Exact] {
            let q = Query::new(mode, 6)
                .threads(threads)
                .cancel(Arc::new(AtomicBool::new(true)));
            assert!(q.cancelled());
            assert!(links.count(&q) < 58_324_044);
            assert!(links.all(&q, 10).total < 58_324_044);
            let _ = links.top_k(&q, 10);
            assert!(*links == before);
        }
    }
}

/// A node budget bounds a search: spent, it stops the K best early with
/// covers that are covers of the problem, the best it found; unspent, it
/// changes nothing.
#[test]
fn a_node_budget_stops_the_k_best_with_real_covers() {
    use std::sync::Arc;
    use std::sync::atomic::AtomicI64;
    let chart = pokelinks::data::shipped::chart(9).unwrap();
    let mut p = pokelinks::problem::Problem::new(&chart, pokelinks::problem::Kind::Defense, None);
    let links = p.links();
    let q = Query::new(Mode::Overlapping, 4);
    let all: BTreeSet<Vec<u32>> = {
        let mut seen = BTreeSet::new();
        links.visit(&q, |c| {
            let mut o = c.options.clone();
            o.sort_unstable();
            seen.insert(o);
            ControlFlow::Continue(())
        });
        seen
    };
    let tight = q.clone().budget(Arc::new(AtomicI64::new(1)));
    let found = links.top_k(&tight, 50);
    assert!(tight.spent());
    assert!(found.iter().all(|c| all.contains(&c.options)));
    let loose = q.clone().budget(Arc::new(AtomicI64::new(1 << 40)));
    assert_eq!(links.top_k(&loose, 50), links.top_k(&q, 50));
    assert!(!loose.spent());
}
