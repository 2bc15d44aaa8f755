//! Probes a board picture a front end sent against the position it should show: the top disc of
//! every stack in its owner's colour, and the ring of the last action's square in the colour of
//! whoever played it. A picture of the previous board, or of another game, fails.

use focus_bot::render::{Options, square_area};
use focus_bot::rules::{Action, Game, Square, Turn};
use image::{Rgb, RgbImage};

/// The colour in the middle of the left part of the top disc of the stack on `square` (clear
/// of the letter), found from the documented geometry: discs stand on the bottom of the square.
pub fn top_disc_colour(image: &RgbImage, square: Square, height: usize) -> Rgb<u8> {
    let (x, y, c) = square_area(&Options::default(), square);
    let c = c as f32;
    let foot = (0.08 * c).round();
    let thin = (0.12 * c).round();
    let cap = (0.3 * c).round();
    let cap_mid = y as f32 + c - foot - (height as f32 - 1.0) * thin - cap / 2.0;
    *image.get_pixel(x + (0.28 * c) as u32, cap_mid as u32)
}

/// The colour of the ring just inside a square's edge.
pub fn ring_colour(image: &RgbImage, square: Square) -> Rgb<u8> {
    let (x, y, _) = square_area(&Options::default(), square);
    *image.get_pixel(x + 1, y + 1)
}

fn close(a: Rgb<u8>, b: Rgb<u8>) -> bool {
    (0..3).all(|i| a[i].abs_diff(b[i]) <= 8)
}

/// Asserts that `png` (a board picture as a front end sent it) shows `game`'s position and
/// marks its last action.
pub fn assert_picture_shows(png: &[u8], game: &Game) {
    let image = image::load_from_memory(png)
        .expect("the picture decodes")
        .to_rgb8();
    let seats = Options::default().theme.seats;
    let position = game.position();
    for square in Square::all() {
        let stack = position.stack(square);
        let Some(owner) = stack.owner() else {
            continue;
        };
        let shown = top_disc_colour(&image, square, stack.height());
        assert!(
            close(shown, seats[owner.index()]),
            "{square}: the top disc is {shown:?}, but {owner:?} owns the stack \
             (turn {} of the game)",
            game.record().len()
        );
    }
    if let (Some(Turn::Act(Action::Move { to, .. } | Action::Place(to))), Some(before)) =
        (game.last_turn(), game.previous_position())
    {
        let mover = before.to_act().expect("someone acted");
        let ring = ring_colour(&image, to);
        assert!(
            close(ring, seats[mover.index()]),
            "{to}: the last action's ring is {ring:?}, not {mover:?}'s colour"
        );
    }
}

#[test]
fn the_probe_tells_the_board_from_the_previous_one() {
    use focus_bot::render::{Table, board_png};
    use focus_bot::rules::Config;
    let mut game = Game::new(Config::two_players());
    let mut previous = None;
    for n in 0..12 {
        let legal = game.position().legal_actions();
        let before = game.clone();
        game.play(legal[(n * 7) % legal.len()]).unwrap();
        previous = Some(before);
    }
    let names = ["Ada".to_string(), "Grace".to_string()];
    let now = board_png(&game, &Table::named(&names)).unwrap();
    assert_picture_shows(&now, &game);
    let before = board_png(previous.as_ref().unwrap(), &Table::named(&names)).unwrap();
    let stale = std::panic::catch_unwind(|| assert_picture_shows(&before, &game));
    assert!(
        stale.is_err(),
        "the previous board passed for the current one"
    );
}
