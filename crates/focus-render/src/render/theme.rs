//! Colours and sizes of the picture.

use image::Rgb;

use crate::rules::Seat;

/// The colours of the picture. The default is a slate frame with a light board, which reads on
/// Discord's dark and light themes alike, and the Okabe–Ito colour-blind-safe palette for the
/// seats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Theme {
    /// Around the board and behind the panel.
    pub background: Rgb<u8>,
    /// The rim just around the playable squares.
    pub rim: Rgb<u8>,
    /// Light and dark squares.
    pub squares: [Rgb<u8>; 2],
    /// Coordinates on the edges.
    pub label: Rgb<u8>,
    /// A player's card in the panel; the card of the seat to act.
    pub card: [Rgb<u8>; 2],
    /// Main text in the panel.
    pub text: Rgb<u8>,
    /// Secondary text in the panel.
    pub dim: Rgb<u8>,
    /// Outlines of discs and badges.
    pub outline: Rgb<u8>,
    /// The last action: arrow, rings and tints.
    pub highlight: Rgb<u8>,
    /// The result banner and its text.
    pub banner: [Rgb<u8>; 2],
    /// Disc colour per seat (Red, Green, Blue, Yellow).
    pub seats: [Rgb<u8>; 4],
    /// Letter colour on each seat's discs, chosen for contrast.
    pub ink: [Rgb<u8>; 4],
}

impl Default for Theme {
    fn default() -> Theme {
        let black = Rgb([17, 17, 17]);
        let white = Rgb([255, 255, 255]);
        Theme {
            background: Rgb([52, 58, 72]),
            rim: Rgb([30, 34, 43]),
            squares: [Rgb([236, 226, 204]), Rgb([214, 200, 170])],
            label: Rgb([216, 222, 233]),
            card: [Rgb([67, 75, 92]), Rgb([96, 107, 130])],
            text: Rgb([240, 243, 247]),
            dim: Rgb([184, 192, 206]),
            outline: Rgb([22, 22, 26]),
            // Okabe–Ito reddish purple: no seat uses it.
            highlight: Rgb([204, 121, 167]),
            banner: [Rgb([240, 228, 190]), Rgb([30, 34, 43])],
            // Okabe–Ito vermillion, bluish green, blue, yellow.
            seats: [
                Rgb([213, 94, 0]),
                Rgb([0, 158, 115]),
                Rgb([0, 114, 178]),
                Rgb([240, 228, 66]),
            ],
            ink: [black, black, white, black],
        }
    }
}

impl Theme {
    /// The disc colour of a seat.
    #[must_use]
    pub fn seat(&self, seat: Seat) -> Rgb<u8> {
        self.seats[seat.index()]
    }

    /// The letter colour on a seat's discs.
    #[must_use]
    pub fn ink(&self, seat: Seat) -> Rgb<u8> {
        self.ink[seat.index()]
    }

    /// Every colour the picture is drawn with (before anti-aliasing mixes them).
    pub(crate) fn colours(&self) -> Vec<Rgb<u8>> {
        let mut v = vec![
            self.background,
            self.rim,
            self.label,
            self.text,
            self.dim,
            self.outline,
            self.highlight,
        ];
        v.extend(self.squares);
        v.extend(self.card);
        v.extend(self.banner);
        v.extend(self.seats);
        v.extend(self.ink);
        v
    }
}

/// How to draw: the theme and the size of one square in pixels (everything else scales with it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Colours.
    pub theme: Theme,
    /// Side of one square in pixels; 56 gives a picture 596×471.
    pub cell: u32,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            theme: Theme::default(),
            cell: 56,
        }
    }
}
