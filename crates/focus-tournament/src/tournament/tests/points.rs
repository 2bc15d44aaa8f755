//! The points scale.

use crate::tournament::points::{bye_points, table_points};
use crate::tournament::{Finish, Format, Points, Rules};

fn rules(per_table: usize, teams: bool) -> Rules {
    Rules {
        format: Format::Swiss { rounds: 3 },
        per_table,
        teams,
    }
}

fn halves(rules: &Rules, places: &[u8]) -> Vec<u32> {
    table_points(
        rules,
        &Finish {
            places: places.to_vec(),
        },
    )
    .iter()
    .map(|p| p.halves())
    .collect()
}

#[test]
fn two_players_score_one_half_nothing() {
    assert_eq!(halves(&rules(2, false), &[0, 1]), [2, 0]);
    assert_eq!(halves(&rules(2, false), &[0, 0]), [1, 1]);
    assert_eq!(bye_points(&rules(2, false)), Points(2));
}

#[test]
fn three_and_four_players_score_by_finishing_order_level_places_sharing() {
    assert_eq!(halves(&rules(3, false), &[2, 0, 1]), [0, 4, 2]);
    assert_eq!(halves(&rules(4, false), &[3, 1, 0, 2]), [0, 4, 6, 2]);
    assert_eq!(halves(&rules(4, false), &[0, 1, 1, 2]), [6, 3, 3, 0]);
    assert_eq!(bye_points(&rules(3, false)), Points(2));
    assert_eq!(bye_points(&rules(4, false)), Points(3));
}

#[test]
fn partners_share_their_sides_result() {
    // Seats 0 and 2 against 1 and 3.
    assert_eq!(halves(&rules(4, true), &[0, 1, 0, 1]), [2, 0, 2, 0]);
    assert_eq!(bye_points(&rules(4, true)), Points(1));
}

#[test]
fn points_print_with_halves() {
    let shown: Vec<String> = [0, 1, 2, 5]
        .iter()
        .map(|h| Points(*h).to_string())
        .collect();
    assert_eq!(shown, ["0", "½", "1", "2½"]);
}
