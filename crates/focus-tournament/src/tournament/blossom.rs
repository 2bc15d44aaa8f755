//! A maximum-weight matching of a general graph: Edmonds' blossom method with the primal-dual
//! weights, O(n³) (Galil, "Efficient algorithms for finding maximum matching in graphs", ACM
//! Computing Surveys 1986, in the formulation of Van Rantwijk's public-domain reference code).
//! The Swiss pairings state their rules as edge weights and let this find the best pairing of
//! the whole field at once, as FIDE's pairing programs do.
//!
//! Weights are integers (`i128`, so that rules of several priorities fit in one number); the
//! dual variables are kept doubled so that every step stays integral.

/// An edge: two vertices and its weight.
pub type Edge = (usize, usize, i128);

const NONE: usize = usize::MAX;

/// The matching of greatest total weight among `0..vertices` using `edges` (at most one edge
/// per pair, none from a vertex to itself). With `max_cardinality`, only the matchings with
/// the most edges are considered. Returns each vertex's partner.
pub fn max_weight_matching(
    vertices: usize,
    edges: &[Edge],
    max_cardinality: bool,
) -> Vec<Option<usize>> {
    if edges.is_empty() {
        return vec![None; vertices];
    }
    let mut solver = Solver::new(vertices, edges);
    solver.solve(max_cardinality);
    solver
        .mate
        .iter()
        .map(|&p| (p != NONE).then(|| solver.endpoint[p]))
        .collect()
}

/// The solver's state. Vertices are `0..n`, non-trivial blossoms `n..2n`; edge `k` has the
/// endpoints `2k` and `2k + 1`.
struct Solver<'a> {
    n: usize,
    edges: &'a [Edge],
    /// The vertex of each endpoint.
    endpoint: Vec<usize>,
    /// Per vertex: the remote endpoints of its edges.
    neighbours: Vec<Vec<usize>>,
    /// Per vertex: the remote endpoint of its matched edge.
    mate: Vec<usize>,
    /// Per top-level blossom: 0 free, 1 S, 2 T (5: S with a breadcrumb while scanning).
    label: Vec<u8>,
    /// The remote endpoint of the edge through which the label came.
    label_end: Vec<usize>,
    /// Per vertex: its top-level blossom.
    in_blossom: Vec<usize>,
    /// Per blossom: its parent blossom.
    parent: Vec<usize>,
    /// Per non-trivial blossom: its sub-blossoms from the base, round the cycle.
    children: Vec<Vec<usize>>,
    /// Per blossom: its base vertex.
    base: Vec<usize>,
    /// Per non-trivial blossom: `ends[b][i]` is the endpoint of `children[b][i]` on the edge
    /// to the next child.
    ends: Vec<Vec<usize>>,
    /// The least-slack edge to an S-blossom (free vertex) or to another S-blossom (S-blossom).
    best_edge: Vec<usize>,
    /// Per non-trivial S-blossom: its least-slack edges to other S-blossoms.
    best_edges: Vec<Option<Vec<usize>>>,
    unused: Vec<usize>,
    /// Twice each vertex's dual; each blossom's dual.
    dual: Vec<i128>,
    allowed: Vec<bool>,
    queue: Vec<usize>,
}

impl<'a> Solver<'a> {
    fn new(n: usize, edges: &'a [Edge]) -> Self {
        let max_weight = edges.iter().map(|e| e.2).max().unwrap_or(0).max(0);
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        let mut neighbours = vec![Vec::new(); n];
        for (k, &(i, j, _)) in edges.iter().enumerate() {
            assert!(i != j && i < n && j < n, "an edge joins two vertices");
            endpoint.push(i);
            endpoint.push(j);
            neighbours[i].push(2 * k + 1);
            neighbours[j].push(2 * k);
        }
        let mut base: Vec<usize> = (0..n).collect();
        base.extend(std::iter::repeat_n(NONE, n));
        let mut dual = vec![max_weight; n];
        dual.extend(std::iter::repeat_n(0, n));
        Solver {
            n,
            edges,
            endpoint,
            neighbours,
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            label_end: vec![NONE; 2 * n],
            in_blossom: (0..n).collect(),
            parent: vec![NONE; 2 * n],
            children: vec![Vec::new(); 2 * n],
            base,
            ends: vec![Vec::new(); 2 * n],
            best_edge: vec![NONE; 2 * n],
            best_edges: vec![None; 2 * n],
            unused: (n..2 * n).rev().collect(),
            dual,
            allowed: vec![false; edges.len()],
            queue: Vec::new(),
        }
    }

    /// Twice the slack of edge `k` (not for edges inside a blossom).
    fn slack(&self, k: usize) -> i128 {
        let (i, j, w) = self.edges[k];
        self.dual[i] + self.dual[j] - 2 * w
    }

    fn leaves(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut stack = vec![b];
        while let Some(b) = stack.pop() {
            if b < self.n {
                out.push(b);
            } else {
                stack.extend(self.children[b].iter().rev());
            }
        }
        out
    }

    /// Labels the top-level blossom of `w` with `t`, reached through remote endpoint `p`.
    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let mut stack = vec![(w, t, p)];
        while let Some((w, t, p)) = stack.pop() {
            let b = self.in_blossom[w];
            debug_assert!(self.label[w] == 0 && self.label[b] == 0);
            self.label[w] = t;
            self.label[b] = t;
            self.label_end[w] = p;
            self.label_end[b] = p;
            self.best_edge[w] = NONE;
            self.best_edge[b] = NONE;
            if t == 1 {
                let leaves = self.leaves(b);
                self.queue.extend(leaves);
            } else {
                let base = self.base[b];
                let m = self.mate[base];
                debug_assert!(m != NONE);
                stack.push((self.endpoint[m], 1, m ^ 1));
            }
        }
    }

    /// Traces back from `v` and `w`: the base of a new blossom, or `None` for an augmenting
    /// path.
    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> Option<usize> {
        let mut path = Vec::new();
        let mut found = None;
        while v != NONE || w != NONE {
            let b = self.in_blossom[v];
            if self.label[b] & 4 != 0 {
                found = Some(self.base[b]);
                break;
            }
            debug_assert_eq!(self.label[b], 1);
            path.push(b);
            self.label[b] = 5;
            if self.label_end[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint[self.label_end[b]];
                let t = self.in_blossom[v];
                debug_assert_eq!(self.label[t], 2);
                v = self.endpoint[self.label_end[t]];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        found
    }

    /// Makes a new S-blossom with base `base` through edge `k` between two S-vertices.
    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.in_blossom[base];
        let mut bv = self.in_blossom[v];
        let mut bw = self.in_blossom[w];
        let b = self.unused.pop().expect("a free blossom number");
        self.base[b] = base;
        self.parent[b] = NONE;
        self.parent[bb] = b;
        let mut path = Vec::new();
        let mut ends = Vec::new();
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            ends.push(self.label_end[bv]);
            v = self.endpoint[self.label_end[bv]];
            bv = self.in_blossom[v];
        }
        path.push(bb);
        path.reverse();
        ends.reverse();
        ends.push(2 * k);
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            ends.push(self.label_end[bw] ^ 1);
            w = self.endpoint[self.label_end[bw]];
            bw = self.in_blossom[w];
        }
        self.label[b] = 1;
        self.label_end[b] = self.label_end[bb];
        self.dual[b] = 0;
        for leaf in self.leaves_of(&path) {
            if self.label[self.in_blossom[leaf]] == 2 {
                self.queue.push(leaf);
            }
            self.in_blossom[leaf] = b;
        }
        let mut best_to = vec![NONE; 2 * self.n];
        for &sub in &path {
            let lists: Vec<Vec<usize>> = match self.best_edges[sub].take() {
                Some(list) => vec![list],
                None => self
                    .leaves(sub)
                    .iter()
                    .map(|&leaf| self.neighbours[leaf].iter().map(|p| p / 2).collect())
                    .collect(),
            };
            for list in lists {
                for k in list {
                    let (mut i, mut j, _) = self.edges[k];
                    if self.in_blossom[j] == b {
                        std::mem::swap(&mut i, &mut j);
                    }
                    let _ = i;
                    let bj = self.in_blossom[j];
                    if bj != b
                        && self.label[bj] == 1
                        && (best_to[bj] == NONE || self.slack(k) < self.slack(best_to[bj]))
                    {
                        best_to[bj] = k;
                    }
                }
            }
            self.best_edge[sub] = NONE;
        }
        let list: Vec<usize> = best_to.into_iter().filter(|k| *k != NONE).collect();
        self.best_edge[b] = list
            .iter()
            .copied()
            .min_by_key(|k| self.slack(*k))
            .unwrap_or(NONE);
        self.best_edges[b] = Some(list);
        self.children[b] = path;
        self.ends[b] = ends;
    }

    fn leaves_of(&self, blossoms: &[usize]) -> Vec<usize> {
        blossoms.iter().flat_map(|b| self.leaves(*b)).collect()
    }

    /// Dissolves top-level blossom `b` into its sub-blossoms.
    fn expand_blossom(&mut self, b: usize, end_stage: bool) {
        let children = self.children[b].clone();
        for &s in &children {
            self.parent[s] = NONE;
            if s < self.n {
                self.in_blossom[s] = s;
            } else if end_stage && self.dual[s] == 0 {
                self.expand_blossom(s, end_stage);
            } else {
                for leaf in self.leaves(s) {
                    self.in_blossom[leaf] = s;
                }
            }
        }
        if !end_stage && self.label[b] == 2 {
            let len = children.len() as isize;
            let at = |j: isize| children[j.rem_euclid(len) as usize];
            let end = |s: &Self, j: isize| s.ends[b][j.rem_euclid(len) as usize];
            let entry = self.in_blossom[self.endpoint[self.label_end[b] ^ 1]];
            let mut j = children
                .iter()
                .position(|c| *c == entry)
                .expect("the entry is a child") as isize;
            let (step, trick): (isize, usize) = if j & 1 == 1 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let mut p = self.label_end[b];
            while j != 0 {
                self.label[self.endpoint[p ^ 1]] = 0;
                let q = end(self, j - trick as isize);
                self.label[self.endpoint[q ^ trick ^ 1]] = 0;
                self.assign_label(self.endpoint[p ^ 1], 2, p);
                self.allowed[q / 2] = true;
                j += step;
                p = end(self, j - trick as isize) ^ trick;
                self.allowed[p / 2] = true;
                j += step;
            }
            let bv = at(j);
            let v = self.endpoint[p ^ 1];
            self.label[v] = 2;
            self.label[bv] = 2;
            self.label_end[v] = p;
            self.label_end[bv] = p;
            self.best_edge[bv] = NONE;
            j += step;
            while at(j) != entry {
                let bv = at(j);
                if self.label[bv] == 1 {
                    j += step;
                    continue;
                }
                let reached = self.leaves(bv).into_iter().find(|v| self.label[*v] != 0);
                if let Some(v) = reached {
                    debug_assert_eq!(self.label[v], 2);
                    self.label[v] = 0;
                    let m = self.mate[self.base[bv]];
                    self.label[self.endpoint[m]] = 0;
                    self.assign_label(v, 2, self.label_end[v]);
                }
                j += step;
            }
        }
        self.label[b] = 0;
        self.label_end[b] = NONE;
        self.children[b] = Vec::new();
        self.ends[b] = Vec::new();
        self.base[b] = NONE;
        self.best_edges[b] = None;
        self.best_edge[b] = NONE;
        self.unused.push(b);
    }

    /// Swaps matched and unmatched edges on the path through blossom `b` from `v` to its base.
    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.children[b].len() as isize;
        let i = self.children[b]
            .iter()
            .position(|c| *c == t)
            .expect("a child") as isize;
        let mut j = i;
        let (step, trick): (isize, usize) = if i & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += step;
            let t = self.children[b][j.rem_euclid(len) as usize];
            let p = self.ends[b][(j - trick as isize).rem_euclid(len) as usize] ^ trick;
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p]);
            }
            j += step;
            let t = self.children[b][j.rem_euclid(len) as usize];
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        self.children[b].rotate_left(i as usize);
        self.ends[b].rotate_left(i as usize);
        self.base[b] = self.base[self.children[b][0]];
        debug_assert_eq!(self.base[b], v);
    }

    /// Augments the matching along the path through edge `k` between two S-vertices.
    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        for (mut s, mut p) in [(v, 2 * k + 1), (w, 2 * k)] {
            loop {
                let bs = self.in_blossom[s];
                debug_assert_eq!(self.label[bs], 1);
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.label_end[bs] == NONE {
                    break;
                }
                let t = self.endpoint[self.label_end[bs]];
                let bt = self.in_blossom[t];
                debug_assert_eq!(self.label[bt], 2);
                s = self.endpoint[self.label_end[bt]];
                let j = self.endpoint[self.label_end[bt] ^ 1];
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.label_end[bt];
                p = self.label_end[bt] ^ 1;
            }
        }
    }

    fn solve(&mut self, max_cardinality: bool) {
        let n = self.n;
        for _ in 0..n {
            self.label.fill(0);
            self.best_edge.fill(NONE);
            for b in n..2 * n {
                self.best_edges[b] = None;
            }
            self.allowed.fill(false);
            self.queue.clear();
            for v in 0..n {
                if self.mate[v] == NONE && self.label[self.in_blossom[v]] == 0 {
                    self.assign_label(v, 1, NONE);
                }
            }
            let mut augmented = false;
            loop {
                while let Some(v) = self.queue.pop() {
                    if self.scan(v) {
                        augmented = true;
                        break;
                    }
                }
                if augmented || !self.adjust_duals(max_cardinality) {
                    break;
                }
            }
            if !augmented {
                break;
            }
            for b in n..2 * n {
                if self.parent[b] == NONE
                    && self.base[b] != NONE
                    && self.label[b] == 1
                    && self.dual[b] == 0
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }

    /// Scans the edges of S-vertex `v`; true once the matching was augmented.
    fn scan(&mut self, v: usize) -> bool {
        debug_assert_eq!(self.label[self.in_blossom[v]], 1);
        for idx in 0..self.neighbours[v].len() {
            let p = self.neighbours[v][idx];
            let k = p / 2;
            let w = self.endpoint[p];
            if self.in_blossom[v] == self.in_blossom[w] {
                continue;
            }
            let mut slack = 0;
            if !self.allowed[k] {
                slack = self.slack(k);
                if slack <= 0 {
                    self.allowed[k] = true;
                }
            }
            let bw = self.in_blossom[w];
            if self.allowed[k] {
                if self.label[bw] == 0 {
                    self.assign_label(w, 2, p ^ 1);
                } else if self.label[bw] == 1 {
                    match self.scan_blossom(v, w) {
                        Some(base) => self.add_blossom(base, k),
                        None => {
                            self.augment_matching(k);
                            return true;
                        }
                    }
                } else if self.label[w] == 0 {
                    debug_assert_eq!(self.label[bw], 2);
                    self.label[w] = 2;
                    self.label_end[w] = p ^ 1;
                }
            } else if self.label[bw] == 1 {
                let b = self.in_blossom[v];
                if self.best_edge[b] == NONE || slack < self.slack(self.best_edge[b]) {
                    self.best_edge[b] = k;
                }
            } else if self.label[w] == 0
                && (self.best_edge[w] == NONE || slack < self.slack(self.best_edge[w]))
            {
                self.best_edge[w] = k;
            }
        }
        false
    }

    /// Moves the duals by the least step that lets the search go on; false at the optimum.
    fn adjust_duals(&mut self, max_cardinality: bool) -> bool {
        let n = self.n;
        #[derive(Clone, Copy, PartialEq)]
        enum Kind {
            Vertex,
            FreeEdge(usize),
            SEdge(usize),
            Blossom(usize),
        }
        let mut best: Option<(i128, Kind)> = None;
        let offer = |best: &mut Option<(i128, Kind)>, d: i128, kind: Kind| {
            if best.is_none_or(|(b, _)| d < b) {
                *best = Some((d, kind));
            }
        };
        if !max_cardinality {
            let d = self.dual[..n].iter().copied().min().unwrap_or(0);
            offer(&mut best, d, Kind::Vertex);
        }
        for v in 0..n {
            if self.label[self.in_blossom[v]] == 0 && self.best_edge[v] != NONE {
                let e = self.best_edge[v];
                offer(&mut best, self.slack(e), Kind::FreeEdge(e));
            }
        }
        for b in 0..2 * n {
            if self.parent[b] == NONE && self.label[b] == 1 && self.best_edge[b] != NONE {
                let e = self.best_edge[b];
                let slack = self.slack(e);
                debug_assert_eq!(slack % 2, 0);
                offer(&mut best, slack / 2, Kind::SEdge(e));
            }
        }
        for b in n..2 * n {
            if self.base[b] != NONE && self.parent[b] == NONE && self.label[b] == 2 {
                offer(&mut best, self.dual[b], Kind::Blossom(b));
            }
        }
        let (delta, kind) = best.unwrap_or_else(|| {
            let least = self.dual[..n].iter().copied().min().unwrap_or(0);
            (least.max(0), Kind::Vertex)
        });
        for v in 0..n {
            match self.label[self.in_blossom[v]] {
                1 => self.dual[v] -= delta,
                2 => self.dual[v] += delta,
                _ => {}
            }
        }
        for b in n..2 * n {
            if self.base[b] != NONE && self.parent[b] == NONE {
                match self.label[b] {
                    1 => self.dual[b] += delta,
                    2 => self.dual[b] -= delta,
                    _ => {}
                }
            }
        }
        match kind {
            Kind::Vertex => return false,
            Kind::FreeEdge(e) => {
                self.allowed[e] = true;
                let (mut i, j, _) = self.edges[e];
                if self.label[self.in_blossom[i]] == 0 {
                    i = j;
                }
                self.queue.push(i);
            }
            Kind::SEdge(e) => {
                self.allowed[e] = true;
                self.queue.push(self.edges[e].0);
            }
            Kind::Blossom(b) => self.expand_blossom(b, false),
        }
        true
    }
}
