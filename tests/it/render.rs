//! The board picture: golden images, pixel probes, awkward names, PNG and GIF bounds, the
//! `render` command.

use focus_bot::render::{LastTurn, Options, Table, board_png, render, replay_gif, square_area};
use focus_bot::rules::{Config, Game, Mode, Square};
use image::{Rgb, RgbImage};

use crate::support::board::{seat, sq};
use crate::support::probe::{ring_colour, top_disc_colour};
use crate::support::render::*;

fn centre_colour(image: &RgbImage, square: Square) -> Rgb<u8> {
    let (x, y, c) = square_area(&Options::default(), square);
    *image.get_pixel(x + c / 2, y + c / 2)
}

#[test]
fn golden_starts() {
    for (players, name) in [(2, "start-2"), (3, "start-3"), (4, "start-4")] {
        let game = Game::new(Config::new(players, Mode::Teams).unwrap());
        golden(name, &picture(&game, &names(players.into())));
    }
}

#[test]
fn golden_midgame_and_finished() {
    let mid = replayed(Config::two_players(), "midgame.txt");
    golden("midgame", &picture(&mid, &names(2)));
    let finished = replayed(Config::two_players(), "finished.txt");
    assert!(finished.position().is_over());
    golden("finished", &picture(&finished, &names(2)));
}

#[test]
fn probes_find_the_right_colours() {
    let theme = Options::default().theme;
    let start = Game::new(Config::two_players());
    let image = picture(&start, &names(2));
    // docs/rules.md: row 2 is 1 1 2 2 1 1 from b: b2 Red, d2 Green.
    assert_eq!(top_disc_colour(&image, sq("b2"), 1), theme.seats[0]);
    assert_eq!(top_disc_colour(&image, sq("d2"), 1), theme.seats[1]);
    // c1 is empty and not highlighted: the plain square colour (c1: col 2 + row 0, even).
    assert_eq!(centre_colour(&image, sq("c1")), theme.squares[0]);
    assert_eq!(centre_colour(&image, sq("d1")), theme.squares[1]);
    // Cut corners show the background.
    for corner in ["a1", "b1", "a2", "h8", "g8", "h7", "a8", "h1"] {
        assert_eq!(
            centre_colour(&image, sq(corner)),
            theme.background,
            "{corner}"
        );
    }

    // The mid-game record ends with e7-e4:3 by Green onto a 5-high stack.
    let mid = replayed(Config::two_players(), "midgame.txt");
    let image = picture(&mid, &names(2));
    let e4 = mid.position().stack(sq("e4"));
    assert_eq!(e4.height(), 5);
    let owner = e4.owner().unwrap();
    assert_eq!(
        top_disc_colour(&image, sq("e4"), 5),
        theme.seats[owner.index()]
    );
    // A bottom disc differs in colour from the top one here, and shows its own colour.
    let bottom = e4.piece(0).unwrap();
    assert_ne!(bottom, owner);
    let (x, y, c) = square_area(&Options::default(), sq("e4"));
    let c = c as f32;
    let bottom_mid = y as f32 + c - (0.08 * c).round() - (0.12 * c).round() / 2.0;
    assert_eq!(
        *image.get_pixel(x + (0.28 * c) as u32, bottom_mid as u32),
        theme.seats[bottom.index()]
    );
}

/// The largest and the mean per-channel difference between two pictures of one size.
fn colour_error(a: &RgbImage, b: &RgbImage) -> (u8, f64) {
    assert_eq!(a.dimensions(), b.dimensions());
    let mut worst = 0;
    let mut total = 0u64;
    let mut off = 0;
    for (p, q) in a.pixels().zip(b.pixels()) {
        let d = (0..3).map(|i| p[i].abs_diff(q[i])).max().unwrap_or(0);
        worst = worst.max(d);
        total += (0..3).map(|i| u64::from(p[i].abs_diff(q[i]))).sum::<u64>();
        off += usize::from(d > 16);
    }
    // Edge pixels may land a little further from their blend, but only a handful of them: two
    // in 10,000 (edges grow with the square, pixels with its square: at 56 px a square a
    // picture has 1.4 times the edge pixels per pixel of one at 80).
    let pixels = (a.width() * a.height()) as usize;
    assert!(
        off * 10_000 <= pixels * 2,
        "{off} pixels differ by more than 16"
    );
    (worst, total as f64 / (pixels * 3) as f64)
}

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .unwrap()
        .to_rgb8()
}

#[test]
fn the_board_png_is_indexed_small_and_looks_the_same() {
    let mut games = vec![
        Game::new(Config::two_players()),
        Game::new(Config::new(3, Mode::Standard).unwrap()),
        Game::new(Config::new(4, Mode::Teams).unwrap()),
        replayed(Config::two_players(), "midgame.txt"),
        replayed(Config::two_players(), "finished.txt"),
    ];
    for seed in 0..3 {
        games.push(random_game(
            Config::new(4, Mode::FreeForAll).unwrap(),
            40 + 30 * seed as usize,
            seed,
        ));
        games.push(greedy_game(
            Config::new(3, Mode::Standard).unwrap(),
            500,
            seed,
        ));
        games.push(greedy_game(Config::two_players(), 500, seed));
    }
    let flat = Options::default().theme;
    let flat = [
        flat.background,
        flat.squares[0],
        flat.squares[1],
        flat.text,
        flat.seats[0],
    ];
    for game in &games {
        let n = usize::from(game.position().config().players());
        let png = board_png(game, &Table::named(&names(n))).unwrap();
        let info = png::Decoder::new(std::io::Cursor::new(&png))
            .read_info()
            .unwrap()
            .info()
            .clone();
        assert_eq!(info.color_type, png::ColorType::Indexed);
        assert!(
            png.len() <= 35 * 1024,
            "{n} players, over: {}: {} bytes",
            game.position().is_over(),
            png.len()
        );
        let decoded = decode(&png);
        let rgb = scene_picture(game, &names(n));
        let (worst, mean) = colour_error(&decoded, &rgb);
        assert!(worst <= 48 && mean < 0.1, "worst {worst}, mean {mean:.3}");
        // The flat colours come out exactly.
        for (p, q) in rgb.pixels().zip(decoded.pixels()) {
            if flat.contains(p) {
                assert_eq!(p, q);
            }
        }
        assert!((500..=700).contains(&decoded.width()));
    }
}

#[test]
fn the_palette_keeps_every_golden_position_within_a_small_colour_distance() {
    let games = [
        Game::new(Config::two_players()),
        Game::new(Config::new(3, Mode::Teams).unwrap()),
        Game::new(Config::new(4, Mode::Teams).unwrap()),
        replayed(Config::two_players(), "midgame.txt"),
        replayed(Config::two_players(), "finished.txt"),
    ];
    let (mut worst, mut mean) = (0u8, 0.0f64);
    for game in &games {
        let n = usize::from(game.position().config().players());
        let (w, m) = colour_error(
            &decode(&board_png(game, &Table::named(&names(n))).unwrap()),
            &scene_picture(game, &names(n)),
        );
        worst = worst.max(w);
        mean += m / games.len() as f64;
    }
    // docs/picture.md and docs/performance.md quote these two figures.
    println!("indexed PNG vs RGB over the golden positions: largest {worst}, mean {mean:.3}");
    assert!(worst <= 32, "largest per-channel difference {worst}");
    assert!(mean < 0.06, "mean per-channel difference {mean:.3}");
}

/// The pixels of each player card right of the name column (reserve and captured).
fn number_columns(image: &RgbImage) -> Vec<Rgb<u8>> {
    // The player column starts 0.12 squares right of h's squares; each card (1.16 squares
    // tall, 0.08 apart, from 0.1 squares down) has its numbers and their labels from 0.62
    // squares down to its foot.
    let (x, _, c) = square_area(&Options::default(), sq("h4"));
    let c = c as f32;
    let x0 = x + c as u32 + (0.12 * c) as u32;
    let (w, _) = image.dimensions();
    (0..4)
        .flat_map(|i| {
            let top = 0.1 * c + i as f32 * 1.24 * c;
            ((top + 0.62 * c) as u32..(top + 1.1 * c) as u32)
                .flat_map(move |y| (x0..w).map(move |x| (x, y)))
        })
        .map(|(x, y)| *image.get_pixel(x, y))
        .collect()
}

#[test]
fn awkward_names_neither_panic_nor_overflow() {
    let game = Game::new(Config::new(4, Mode::FreeForAll).unwrap());
    let plain = picture(&game, &names(4));
    let awkward: Vec<String> = [
        "W".repeat(300),
        "שרה כהן ומשפחתה הגדולה מאוד מאוד מאוד".to_string(),
        "🦀🎲🔥 Crab Lord 👑🏳️‍🌈 ﷽﷽﷽".to_string(),
        "\u{200B}\u{0301}\u{202E}\u{0000}".to_string(),
    ]
    .to_vec();
    let image = picture(&game, &awkward);
    assert_eq!(image.dimensions(), plain.dimensions());
    // Names are cut before the number columns: those look exactly as with short names.
    assert!(
        number_columns(&image) == number_columns(&plain),
        "a long name spilled into the number columns"
    );
    // Empty, missing and whitespace-only names fall back to the colour's name.
    let colours: Vec<String> = ["Red", "Green", "Blue", "Yellow"]
        .map(String::from)
        .to_vec();
    assert!(
        picture(&game, &[String::new(), "   ".to_string()]) == picture(&game, &colours),
        "empty and missing names are drawn as the colours' names"
    );
    assert!(board_png(&game, &Table::named(&awkward)).is_ok());
}

#[test]
fn replay_gif_of_300_turns_stays_under_8_mb_and_decodes() {
    let config = Config::new(4, Mode::FreeForAll).unwrap();
    let game = (0..)
        .map(|seed| random_game(config, 300, seed))
        .find(|g| g.record().len() == 300)
        .unwrap();
    let gif = replay_gif(&game, &Table::named(&names(4))).unwrap();
    eprintln!("300-turn GIF: {} bytes", gif.len());
    assert!(gif.len() < 8 * 1024 * 1024, "{} bytes", gif.len());
    // Decode with the gif crate itself (frames as stored, not composited: fast in debug).
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(std::io::Cursor::new(&gif)).unwrap();
    let palette = decoder.global_palette().unwrap().to_vec();
    let (width, _) = (decoder.width(), decoder.height());
    let mut delays = Vec::new();
    let mut first: Option<Vec<u8>> = None;
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        delays.push(frame.delay);
        if first.is_none() {
            first = Some(frame.buffer.to_vec());
        }
    }
    assert_eq!(delays.len(), 301, "one frame per position");
    assert!(
        delays[300] > delays[150],
        "a longer pause on the last frame"
    );
    // The first frame is the start: b2 holds a single Red piece (docs/rules.md, 4 players).
    let options = focus_bot::render::GifOptions::default().picture;
    let (x, y, c) = square_area(&options, sq("b2"));
    let c = c as f32;
    let cap_mid = y as f32 + c - (0.08 * c).round() - (0.3 * c).round() / 2.0;
    let i = usize::from(
        first.unwrap()[cap_mid as usize * usize::from(width) + x as usize + (0.28 * c) as usize],
    );
    assert_eq!(palette[3 * i..3 * i + 3], options.theme.seats[0].0);
}

/// Runs `focus-bot render` with `args`, `input` on standard input.
fn run_render(args: &[&str], input: &str) -> std::process::Output {
    let mut all = vec!["render"];
    all.extend_from_slice(args);
    crate::support::focus_bot(&all, input)
}

#[test]
fn render_command_writes_the_final_position_or_the_replay() {
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("board.png");
    let record = std::fs::read_to_string(data("render/midgame.txt")).unwrap();
    let out = run_render(&["--out", png.to_str().unwrap()], &record);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let written = image::open(&png).unwrap().to_rgb8();
    let game = replayed(Config::two_players(), "midgame.txt");
    let colours: Vec<String> = ["Red", "Green"].iter().map(|s| s.to_string()).collect();
    let (worst, _) = colour_error(&written, &picture(&game, &colours));
    assert!(worst <= 48, "the PNG shows the final position ({worst})");

    let gif = dir.path().join("replay.gif");
    let out = run_render(
        &["--gif", gif.to_str().unwrap(), "--players", "3"],
        "r:a3\nr:b2\n",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(&gif).unwrap();
    assert_eq!(&bytes[..6], b"GIF89a");
}

#[test]
fn render_command_rejects_bad_input_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("board.png");
    let out = run_render(&["--out", png.to_str().unwrap()], "b2-b3:1\n# fine\nzz9\n");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("line 3: "), "{err}");
    assert!(!png.exists());
    // An illegal action, and the GIF path too.
    let gif = dir.path().join("replay.gif");
    let out = run_render(&["--gif", gif.to_str().unwrap()], "b2-b1:1\n");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("line 1: "));
    assert!(!gif.exists());
    // One of --out and --gif is required.
    let out = run_render(&[], "");
    assert!(!out.status.success());
}

#[test]
fn replay_gif_frames_composite_to_each_position() {
    use image::AnimationDecoder;
    use image::codecs::gif::GifDecoder;
    let game = random_game(Config::new(4, Mode::Teams).unwrap(), 12, 7);
    let gif = replay_gif(&game, &Table::named(&names(4))).unwrap();
    let frames = GifDecoder::new(std::io::Cursor::new(&gif))
        .unwrap()
        .into_frames()
        .collect_frames()
        .unwrap();
    assert_eq!(frames.len(), 13);
    // Replay alongside and compare every composited frame with a direct picture: equal up to
    // the palette's rounding of anti-aliased edges.
    let options = focus_bot::render::GifOptions::default().picture;
    let mut replay = Game::new(game.position().config());
    for (n, frame) in frames.iter().enumerate() {
        if n > 0 {
            replay.apply(game.record()[n - 1]).unwrap();
        }
        let direct = render(
            replay.position(),
            LastTurn::of_game(&replay).as_ref(),
            &names(4),
            &options,
        );
        let composed = frame.buffer();
        let worst = direct
            .enumerate_pixels()
            .map(|(x, y, p)| {
                let q = composed.get_pixel(x, y);
                (0..3).map(|i| p[i].abs_diff(q[i])).max().unwrap_or(0)
            })
            .max()
            .unwrap_or(0);
        assert!(worst <= 48, "frame {n} differs by {worst}");
    }
}

/// The squares' span on screen when Discord fits the picture in a 400×300 box (desktop) and in
/// a 360-px-wide column (phone): the picture's real size and `square_area`, for 2, 3 and 4
/// players, running and finished.
#[test]
fn the_squares_span_at_least_270_px_in_discords_boxes() {
    let options = Options::default();
    for players in [2u8, 3, 4] {
        let config = Config::new(players, Mode::Standard).unwrap();
        let running = random_game(config, 30, u64::from(players));
        let finished = greedy_game(config, 400, u64::from(players));
        assert!(finished.position().is_over(), "{players} players: over");
        for game in [&running, &finished] {
            let image = decode(&board_png(game, &Table::named(&names(players.into()))).unwrap());
            let (w, h) = (image.width() as f32, image.height() as f32);
            let (x0, y0, c) = square_area(&options, sq("a1"));
            let (x1, y1, _) = square_area(&options, sq("h8"));
            let span_x = (x1 + c - x0) as f32;
            let span_y = (y1 + c - y0) as f32;
            assert!(span_y / h >= 0.9, "{players}: height {span_y}/{h}");
            assert!(span_x / w >= 0.75, "{players}: width {span_x}/{w}");
            let desktop = span_x * (400.0 / w).min(300.0 / h).min(1.0);
            let phone = span_x * (360.0 / w).min(1.0);
            assert!(
                desktop >= 270.0,
                "{players} players: {desktop} px on desktop"
            );
            assert!(phone >= 270.0, "{players} players: {phone} px on a phone");
        }
    }
}

/// The rightmost pixels of the picture are the plain background: nothing runs off the edge.
fn right_edge_is_clear(image: &RgbImage) -> bool {
    let bg = Options::default().theme.background;
    let (w, h) = image.dimensions();
    (0..h).all(|y| (w - 3..w).all(|x| *image.get_pixel(x, y) == bg))
}

#[test]
fn five_pieces_off_a_stack_wrap_inside_the_picture() {
    use focus_bot::render::Fate;
    use focus_bot::rules::{Action, Turn};
    let game = Game::new(Config::two_players());
    let off: Vec<_> = [1, 2, 1, 2, 2]
        .iter()
        .map(|&n| {
            let s = seat(n);
            (
                s,
                if n == 1 {
                    Fate::Reserve(s)
                } else {
                    Fate::Captured
                },
            )
        })
        .chain([(seat(2), Fate::Captured), (seat(2), Fate::Captured)])
        .collect();
    let last = LastTurn {
        turn: Turn::Act(Action::Move {
            from: sq("c3"),
            to: sq("c6"),
            count: 3,
        }),
        by: Some(seat(1)),
        off,
        number: 40,
    };
    let image = render(game.position(), Some(&last), &names(2), &Options::default());
    assert!(right_edge_is_clear(&image));
}

#[test]
fn a_swap_between_neighbours_is_a_round_badge_on_their_edge() {
    use focus_bot::rules::{Action, Turn};
    let theme = Options::default().theme;
    let game = Game::new(Config::two_players());
    let last = LastTurn {
        turn: Turn::Act(Action::Swap(sq("c3"), sq("d3"))),
        by: Some(seat(2)),
        off: Vec::new(),
        number: 7,
    };
    let image = render(game.position(), Some(&last), &names(2), &Options::default());
    let (x, y, c) = square_area(&Options::default(), sq("d3"));
    let c = c as f32;
    // The badge: the mover's colour inside a circle of 0.17 squares on the shared edge, above
    // and below the axis (the arrow heads run along it) ...
    let (mx, my) = (x as f32, y as f32 + 0.2 * c);
    let green = theme.seats[1];
    for dy in [-0.11, 0.11] {
        let p = *image.get_pixel(mx as u32, (my + dy * c + 0.3 * c) as u32);
        assert_eq!(p, green, "inside the badge at {dy}");
    }
    // ... ringed by the outline at 0.17 squares ...
    for dy in [-0.16, 0.16] {
        let p = *image.get_pixel(mx as u32, (my + dy * c + 0.3 * c) as u32);
        assert_eq!(p, theme.outline, "the badge's rim at {dy}");
    }
    // ... and nothing of the mark beside it, clear of the squares' rings: the tinted square.
    let outside = *image.get_pixel((mx + 0.1 * c) as u32, (my + 0.3 * c - 0.22 * c) as u32);
    assert_ne!(outside, green);
    assert_ne!(outside, theme.outline);
}

#[test]
fn a_one_square_moves_arrow_head_stops_short_of_the_destination_stack() {
    use focus_bot::rules::{Action, Turn};
    let theme = Options::default().theme;
    let game = Game::new(Config::two_players());
    // Start position: c3 and d3 both hold a piece; a mark of c3-d3 by Green.
    let last = LastTurn {
        turn: Turn::Act(Action::Move {
            from: sq("c3"),
            to: sq("d3"),
            count: 1,
        }),
        by: Some(seat(2)),
        off: Vec::new(),
        number: 3,
    };
    let image = render(game.position(), Some(&last), &names(2), &Options::default());
    let (x, y, c) = square_area(&Options::default(), sq("d3"));
    let c = c as f32;
    let cy = y + (c / 2.0) as u32;
    // The head is visible in the gap before the square...
    let head = *image.get_pixel(x - (0.1 * c) as u32, cy);
    assert_eq!(head, theme.seats[1]);
    // ... and its tip (with its outline) ends before the disc, which starts 0.18 squares in:
    // from 0.14 squares in, d3 looks as when the same seat placed a piece there (the same
    // ring and wash, no arrow).
    let placed = LastTurn {
        turn: Turn::Act(Action::Place(sq("d3"))),
        ..last
    };
    let plain = render(
        game.position(),
        Some(&placed),
        &names(2),
        &Options::default(),
    );
    for dx in [0.14, 0.16, 0.17] {
        let px = x + (dx * c) as u32;
        assert_eq!(
            image.get_pixel(px, cy),
            plain.get_pixel(px, cy),
            "{dx} squares in"
        );
    }
}

#[test]
fn every_turn_since_the_seat_to_act_last_acted_is_marked_in_its_colour() {
    use focus_bot::render::Scene;
    use focus_bot::rules::{Action, Turn};
    let theme = Options::default().theme;
    for (players, seed) in [(4u8, 5u64), (3, 9), (2, 3)] {
        let config = Config::new(players, Mode::Standard).unwrap();
        let game = random_game(config, 20, seed);
        let viewer = game.position().to_act().unwrap();
        let scene = Scene::of_game(&game, &Table::named(&names(players.into())));
        // Without skips, every other seat acted once since the viewer.
        let expected = if players == 2 {
            1
        } else {
            usize::from(players) - 1
        };
        assert_eq!(scene.marks.len(), expected, "{players} players");
        assert!(scene.marks.iter().all(|m| m.by != Some(viewer)));
        assert_eq!(scene.marks.last().unwrap().number, game.record().len());
        let image = decode(&board_png(&game, &scene.table).unwrap());
        for (i, mark) in scene.marks.iter().enumerate() {
            let Turn::Act(Action::Move { to, .. } | Action::Place(to)) = mark.turn else {
                continue;
            };
            let later = scene.marks[i + 1..].iter().any(|m| {
                matches!(m.turn, Turn::Act(Action::Move { from, to: t, .. })
                    if from == to || t == to)
            });
            if !later {
                let by = mark.by.unwrap();
                assert_eq!(
                    ring_colour(&image, to),
                    theme.seats[by.index()],
                    "{players}: {to}"
                );
            }
        }
    }
}

/// The bounding rows of the pixels that differ between two pictures, and their leftmost column.
fn changed(a: &RgbImage, b: &RgbImage) -> Option<(u32, u32, u32)> {
    let mut found: Option<(u32, u32, u32)> = None;
    for (x, y, p) in a.enumerate_pixels() {
        if p != b.get_pixel(x, y) {
            found = Some(found.map_or((y, y, x), |(t, bt, l)| (t.min(y), bt.max(y), l.min(x))));
        }
    }
    found
}

#[test]
fn a_draw_offer_and_a_rating_show_on_their_seats_card_only() {
    let game = random_game(Config::new(3, Mode::Standard).unwrap(), 9, 4);
    let plain = Table::named(&names(3));
    let base = decode(&board_png(&game, &plain).unwrap());
    let (board_right, _, c) = square_area(&Options::default(), sq("h4"));
    let board_right = board_right + c;
    let mut rows = Vec::new();
    for n in [1u8, 2, 3] {
        let offer = Table {
            draw_offers: vec![seat(n)],
            ..plain.clone()
        };
        let mut ratings = vec![None; 3];
        ratings[usize::from(n) - 1] = Some("1562".to_string());
        let rated = Table {
            ratings,
            ..plain.clone()
        };
        let a = changed(&base, &decode(&board_png(&game, &offer).unwrap())).expect("offer shown");
        let b = changed(&base, &decode(&board_png(&game, &rated).unwrap())).expect("rating shown");
        assert!(a.2 > board_right && b.2 > board_right, "only in the column");
        rows.push((a.0.min(b.0), a.1.max(b.1)));
    }
    // Each seat's change lies below the one before: on its own card.
    assert!(rows.windows(2).all(|w| w[0].1 < w[1].0), "{rows:?}");
}

#[test]
fn golden_four_players_marked_with_a_draw_offer() {
    use focus_bot::render::{Scene, render_scene};
    let config = Config::new(4, Mode::FreeForAll).unwrap();
    let path = data("render/midgame-4.txt");
    if !path.exists() {
        let game = random_game(config, 36, 11);
        let text: String = game.record().iter().map(|t| format!("{t}\n")).collect();
        std::fs::write(&path, text).unwrap();
    }
    let game = replayed(config, "midgame-4.txt");
    let table = Table {
        names: names(4),
        ratings: vec![
            Some("1562".into()),
            None,
            Some("1500?".into()),
            Some("1712".into()),
        ],
        draw_offers: vec![seat(2)],
        ..Table::default()
    };
    let scene = Scene::of_game(&game, &table);
    assert_eq!(scene.marks.len(), 3);
    golden(
        "midgame-4",
        &render_scene(game.position(), &scene, &Options::default()),
    );
}

/// The pixels of one number cell (0 reserve, 1 captured, 2 stacks) of seat `card`'s card (from
/// 0), found from the documented geometry of the column and its cards.
fn number_cell(image: &RgbImage, card: usize, cell: usize) -> Vec<Rgb<u8>> {
    let (x, _, c) = square_area(&Options::default(), sq("h4"));
    let c = c as f32;
    let column = (x as f32 + c + (0.12 * c).round()) + 0.08 * c;
    let inner = 2.1 * c - 0.16 * c;
    let x0 = column + inner / 3.0 * cell as f32;
    let top = (0.1 * c).round() + card as f32 * 1.24 * c;
    (((top + 0.62 * c) as u32)..((top + 1.1 * c) as u32))
        .flat_map(|y| ((x0 as u32 + 1)..((x0 + inner / 3.0) as u32 - 1)).map(move |x| (x, y)))
        .map(|(x, y)| *image.get_pixel(x, y))
        .collect()
}

#[test]
fn each_card_counts_the_stacks_its_seat_controls() {
    use focus_bot::rules::{Action, Position};
    // A move of a lone piece onto one's own stack: one stack fewer, nothing captured.
    let merge = |pos: &Position| {
        let me = pos.to_act().unwrap();
        pos.legal_actions()
            .into_iter()
            .find(|&a| match a {
                Action::Move { from, to, count: 1 } => {
                    pos.stack(from).height() == 1 && pos.stack(to).owner() == Some(me)
                }
                _ => false,
            })
            .expect("a merge")
    };
    let start = Game::new(Config::two_players());
    let mut later = start.clone();
    later.play(merge(later.position())).unwrap();
    later.play(merge(later.position())).unwrap();
    let (a, b) = (start.position(), later.position());
    assert_eq!(
        a.owned_mask(seat(1)).count_ones(),
        b.owned_mask(seat(1)).count_ones() + 1
    );
    assert_eq!(a.to_act(), b.to_act());
    let a = render(a, None, &names(2), &Options::default());
    let b = render(b, None, &names(2), &Options::default());
    // (Compared whole, so that a failure names the cell instead of printing its pixels.)
    for card in 0..2 {
        let same = |cell| number_cell(&a, card, cell) == number_cell(&b, card, cell);
        assert!(same(0), "card {card}: the reserve changed");
        assert!(same(1), "card {card}: the captured count changed");
        assert!(!same(2), "card {card}: the stacks did not change");
    }
}

/// The ink of the name line on seat `card`'s card (from 0): how many pixels differ clearly from
/// the card's own colour. (Each font's scale is checked in `render::face`'s own tests.) Geometry as in [`number_cell`]: the name
/// is centred 0.22 squares below the card's top, after the colour chip.
fn name_ink(image: &RgbImage, card: usize) -> usize {
    let (x, _, c) = square_area(&Options::default(), sq("h4"));
    let c = c as f32;
    let column = x as f32 + c + (0.12 * c).round();
    let top = (0.1 * c).round() + card as f32 * 1.24 * c;
    let (x0, x1) = (
        (column + 0.45 * c) as u32,
        image.width() - (0.25 * c) as u32,
    );
    let (y0, y1) = ((top + 0.04 * c) as u32, (top + 0.42 * c) as u32);
    // The card's colour: the most common colour of the strip.
    let mut counts = std::collections::HashMap::new();
    for y in y0..y1 {
        for x in x0..x1 {
            *counts.entry(*image.get_pixel(x, y)).or_insert(0usize) += 1;
        }
    }
    let card_colour = counts.into_iter().max_by_key(|&(_, n)| n).unwrap().0;
    (y0..y1)
        .flat_map(|y| (x0..x1).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let p = image.get_pixel(x, y);
            (0..3).any(|i| p[i].abs_diff(card_colour[i]) > 60)
        })
        .count()
}

#[test]
fn names_in_every_script_are_drawn() {
    let game = Game::new(Config::two_players());
    let with_name = |name: &str| picture(&game, &[name.to_string(), "Grace".to_string()]);
    let colour_name = with_name("Red");
    for name in [
        "Zoë Ångström",
        "さくら",
        "김민준",
        "王小明",
        "محمد",
        "שרה כהן",
        "🦀🎲👑",
    ] {
        let image = with_name(name);
        assert!(
            image != colour_name,
            "{name}: drawn as the colour's name (no font had its characters)"
        );
        let ink = name_ink(&image, 0);
        let chars = name.chars().filter(|c| !c.is_whitespace()).count();
        // Every character leaves ink (a dropped one would leave about a fifth less; Arabic's
        // joined forms are the slimmest, about 24 pixels a letter).
        assert!(
            ink >= 20 * chars,
            "{name}: {ink} ink pixels for {chars} characters"
        );
    }
    // A symbol after Latin letters is drawn too, not dropped.
    let (latin, mixed) = (
        name_ink(&with_name("Ada"), 0),
        name_ink(&with_name("Ada 🦀"), 0),
    );
    assert!(
        mixed >= latin + 25,
        "Ada {latin} ink pixels, Ada 🦀 {mixed}"
    );
}
